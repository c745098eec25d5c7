"use client";

import useSWR from "swr";
import { INVOICES_SUMMARY_PATH, type InvoicesSummary } from "@/domains/billing/client";
import { billingScreenTexts } from "@/domains/billing/billing-screen-texts";
import { formatMoney } from "@/lib/money";

const t = billingScreenTexts.invoices;

/**
 * What open and overdue invoices owe in all, whatever the table's filter and page. Nothing
 * while it loads or when it fails: the table below says why the caller may not read them.
 */
export function InvoicesTotals() {
  const { data } = useSWR<InvoicesSummary, Error>(INVOICES_SUMMARY_PATH);
  if (!data) return null;
  return (
    <section
      aria-label={t.totals}
      className="stats stats-vertical mb-6 w-full border border-base-300 bg-base-100 shadow-sm sm:stats-horizontal"
    >
      <div className="stat">
        <h2 className="stat-title">{t.open}</h2>
        <p className="stat-value text-2xl" data-testid="invoices-open">
          {formatMoney(data.open)}
        </p>
        <p className="stat-desc">{t.openNote}</p>
      </div>
      <div className="stat">
        <h2 className="stat-title">{t.overdue}</h2>
        <p
          className={`stat-value text-2xl ${data.overdue > 0 ? "text-error" : ""}`}
          data-testid="invoices-overdue"
        >
          {formatMoney(data.overdue)}
        </p>
        <p className="stat-desc">{t.overdueNote}</p>
      </div>
    </section>
  );
}
