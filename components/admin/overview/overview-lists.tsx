import type { AdminOverviewJson } from "@/domains/admin";
import { overviewTexts as t } from "@/domains/admin";
import { dollarsText } from "./chart-style";
import { OverviewTable } from "./overview-table";
import { formatCount } from "@/lib/number-format";

/** The unpaid orders whose hold ends within the hour. */
export function ExpiringOrders({ orders }: { orders: AdminOverviewJson["expiringSoon"] }) {
  return (
    <OverviewTable
      id="expiring-orders"
      title={t.expiring}
      note={t.expiringNote}
      empty={t.noExpiring}
      columns={t.expiringColumns}
      rows={orders.map((order) => ({
        key: order._id,
        cells: [
          <span key="customer">
            <span className="block font-semibold">{order.customer.name}</span>
            <span className="text-xs text-base-content/70">{order.customer.email}</span>
          </span>,
          order.productName,
          dollarsText(order.total),
          <time key="left" dateTime={order.holdUntil}>
            {t.minutesLeft(order.minutesLeft)}
          </time>,
        ],
      }))}
    />
  );
}

/** The parts lowest against their low-stock level. */
export function LowStockParts({ lowStock }: { lowStock: AdminOverviewJson["lowStock"] }) {
  return (
    <OverviewTable
      id="low-stock"
      title={t.lowStock}
      note={t.lowStockNote(lowStock.count)}
      empty={t.noLowStock}
      columns={t.lowStockColumns}
      rows={lowStock.parts.map((part) => ({
        key: part._id,
        cells: [
          part.productName,
          part.partNumber,
          t.pieces(part.availableQty),
          t.pieces(part.threshold),
        ],
      }))}
    />
  );
}

/** The best-selling parts of the last 30 days, by revenue. */
export function TopParts({ parts }: { parts: AdminOverviewJson["topParts"] }) {
  return (
    <OverviewTable
      id="top-parts"
      title={t.topParts}
      empty={t.noTopParts}
      columns={t.topPartsColumns}
      rows={parts.map((part) => ({
        key: part._id ?? `deleted:${part.productName}`,
        cells: [
          part._id ? part.productName : `${part.productName} ${t.deletedPart}`,
          dollarsText(part.revenue),
          formatCount(part.orders),
          t.pieces(part.quantity),
        ],
      }))}
    />
  );
}
