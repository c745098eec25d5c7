import type { AdminOverviewJson } from "@/domains/admin";
import type { PartImportJson } from "@/domains/catalog";
import { overviewTexts as t } from "@/domains/admin";
import { PageTitle } from "@/components/layout/dashboard/page-title";
import { dollarsText } from "./chart-style";
import { ExpiringOrders, LowStockParts, TopParts } from "./overview-lists";
import { RecentImports } from "./recent-imports";
import { RevenueChart } from "./revenue-chart";
import { StatusChart } from "./status-chart";

const asOf = (iso: string) => iso.slice(0, 16).replace("T", " ");

/**
 * The admin's dashboard home: revenue, receivables, orders by state, holds ending soon, stock, best sellers,
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
      <section
        aria-label={t.revenueFigures}
        className="stats stats-vertical mb-6 w-full border border-base-300 bg-base-100 shadow-sm sm:stats-horizontal"
      >
        <div className="stat">
          <h2 className="stat-title">{t.revenueToday}</h2>
          <p className="stat-value text-primary" data-testid="revenue-today">
            {dollarsText(overview.revenue.today)}
          </p>
          <p className="stat-desc">{t.revenueNote}</p>
        </div>
        <div className="stat">
          <h2 className="stat-title">{t.revenue30Days}</h2>
          <p className="stat-value" data-testid="revenue-30-days">
            {dollarsText(overview.revenue.last30Days)}
          </p>
          <p className="stat-desc">{t.revenueNote}</p>
        </div>
        <div className="stat">
          <h2 className="stat-title">{t.receivables}</h2>
          <p className="stat-value" data-testid="receivables">
            {dollarsText(overview.receivables.owed)}
          </p>
          <p className="stat-desc">{t.receivablesNote}</p>
        </div>
        <div className="stat">
          <h2 className="stat-title">{t.overdue}</h2>
          <p
            className={`stat-value ${overview.receivables.overdue > 0 ? "text-error" : ""}`}
            data-testid="overdue"
          >
            {dollarsText(overview.receivables.overdue)}
          </p>
          <p className="stat-desc">{t.overdueNote}</p>
        </div>
      </section>
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
