import type { OrderStatus } from "@/domains/ordering";
import { formatCount } from "@/lib/number-format";

/** What the admin's overview on the dashboard home says. */
export const overviewTexts = {
  title: "Overview",
  subtitle: (generatedAt: string) =>
    `Sales, orders and stock at a glance. Figures as of ${generatedAt} UTC, refreshed every minute.`,
  revenueFigures: "Revenue",
  revenueToday: "Revenue today",
  revenue30Days: "Revenue, last 30 days",
  revenueNote: "Paid orders, by the day they were paid (UTC).",
  receivables: "Receivables",
  receivablesNote: "What unpaid invoices on account still owe.",
  coresOutstanding: "Cores outstanding",
  coresUnits: (units: number) => `${units} core${units === 1 ? "" : "s"} owed`,
  coresNote: "Deposits held for old cores not yet returned.",
  overdue: "Overdue",
  overdueNote: "Owed on invoices past their due date.",
  collectedFigures: "Shipping and tax",
  collected: {
    shipping: "Shipping collected",
    tax: "Tax collected",
  },
  collectedNote: "Last 30 days, as the tax report counts.",
  revenueChart: "Revenue per day, last 30 days",
  revenueChartLabel: (total: string) =>
    `Line chart of revenue per day over the last 30 days, ${total} in all`,
  noRevenue: "No orders were paid in the last 30 days.",
  statusChart: "Orders by state",
  statusChartLabel: (summary: string) => `Bar chart of orders by state: ${summary}`,
  noOrders: "No orders yet.",
  status: {
    pending: "Unpaid",
    paid: "Paid",
    shipped: "Shipped",
    expired: "Expired",
  } satisfies Record<OrderStatus, string>,
  dayColumn: "Day",
  revenueColumn: "Revenue",
  stateColumn: "State",
  ordersColumn: "Orders",
  expiring: "Unpaid orders about to expire",
  expiringNote: "Holds ending within the next hour, soonest first.",
  noExpiring: "No unpaid order's hold ends within the next hour.",
  expiringColumns: ["Customer", "Product", "Total", "Time left"],
  minutesLeft: (minutes: number) => (minutes <= 1 ? "under a minute" : `${minutes} min`),
  lowStock: "Low stock",
  lowStockNote: (count: number) =>
    `${count} ${count === 1 ? "part is" : "parts are"} below the low-stock level (twice the minimum order unless the part sets its own).`,
  noLowStock: "Every part has stock above its low-stock level.",
  lowStockColumns: ["Part", "Part number", "Available", "Low below"],
  topParts: "Top parts, last 30 days",
  noTopParts: "No parts were sold in the last 30 days.",
  topPartsColumns: ["Part", "Revenue", "Orders", "Quantity"],
  deletedPart: "(deleted part)",
  imports: "Your last imports",
  importsNote: "Parts files you imported or checked, newest first.",
  noImports: "No imports yet: Manage Products → Import takes a CSV or PIES file.",
  importsColumns: ["Started", "File", "State", "Lines"],
  importFile: (format: "csv" | "pies", dryRun: boolean) =>
    `${format === "csv" ? "CSV" : "PIES"}${dryRun ? ", dry run" : ""}`,
  importState: {
    queued: "Waiting",
    running: "Running",
    done: "Done",
    failed: "Failed",
  },
  importLines: (summary: { add: number; change: number; unchanged: number; refused: number }) =>
    `${summary.add} new, ${summary.change} changed, ${summary.unchanged} unchanged, ${summary.refused} refused`,
  pieces: (qty: number) => `${formatCount(qty)} pcs`,
  dollars: (amount: string) => `${amount}$`,
} as const;
