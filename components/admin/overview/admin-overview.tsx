import type { AdminOverviewJson } from "@/domains/admin";
import type { PartImportJson } from "@/domains/catalog";
import { overviewTexts as t } from "@/domains/admin";
import { PageTitle } from "@/components/layout/dashboard/page-title";
import { StatFigures } from "@/components/ui/stat-figures";
import { dollarsText } from "./chart-style";
import { ExpiringOrders, LowStockParts, TopParts } from "./overview-lists";
import { RecentImports } from "./recent-imports";
import { RevenueChart } from "./revenue-chart";
import { StatusChart } from "./status-chart";

const asOf = (iso: string) => iso.slice(0, 16).replace("T", " ");

/**
 * The admin's dashboard home: revenue, receivables, shipping and tax collected, orders by state, holds ending soon, stock, best sellers,
 * and the admin's own last parts imports.
 */
export function AdminOverview({
  overview,
  imports,
}: {
  overview: AdminOverviewJson;
  imports: PartImportJson[];
}) {
  return (
    <>
      <PageTitle title={t.title} subtitle={t.subtitle(asOf(overview.generatedAt))} />
      <StatFigures
        label={t.revenueFigures}
        figures={[
          {
            title: t.revenueToday,
            value: dollarsText(overview.revenue.today),
            note: t.revenueNote,
            testId: "revenue-today",
            tone: "text-primary",
          },
          {
            title: t.revenue30Days,
            value: dollarsText(overview.revenue.last30Days),
            note: t.revenueNote,
            testId: "revenue-30-days",
          },
        ]}
      />
      <StatFigures
        label={t.receivables}
        figures={[
          {
            title: t.receivables,
            value: dollarsText(overview.receivables.owed),
            note: t.receivablesNote,
            testId: "receivables",
          },
          {
            title: t.overdue,
            value: dollarsText(overview.receivables.overdue),
            note: t.overdueNote,
            testId: "overdue",
            tone: overview.receivables.overdue > 0 ? "text-error" : undefined,
          },
          {
            title: t.coresOutstanding,
            value: dollarsText(overview.coresOutstanding.deposit),
            note: `${t.coresUnits(overview.coresOutstanding.units)}. ${t.coresNote}`,
            testId: "cores-outstanding",
          },
        ]}
      />
      <StatFigures
        label={t.collectedFigures}
        figures={(["shipping", "tax"] as const).map((kind) => ({
          title: t.collected[kind],
          value: dollarsText(overview.collected[kind]),
          note: t.collectedNote,
          testId: `${kind}-collected`,
        }))}
      />
      {/* Tracks of minmax(0, 1fr): a chart takes the width it is given, never the other way. */}
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
        <RevenueChart days={overview.revenueByDay} />
        <StatusChart states={overview.ordersByStatus} />
        <ExpiringOrders orders={overview.expiringSoon} />
        <LowStockParts lowStock={overview.lowStock} />
        <div className="xl:col-span-2">
          <TopParts parts={overview.topParts} />
        </div>
        <div className="xl:col-span-2">
          <RecentImports imports={imports} />
        </div>
      </div>
    </>
  );
}
