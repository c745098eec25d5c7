"use client";

import useSWR from "swr";
import { StatFigures } from "@/components/ui/stat-figures";
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
    <StatFigures
      label={t.totals}
      figures={[
        { title: t.open, value: formatMoney(data.open), note: t.openNote, testId: "invoices-open" },
        {
          title: t.overdue,
          value: formatMoney(data.overdue),
          note: t.overdueNote,
          testId: "invoices-overdue",
          tone: data.overdue > 0 ? "text-error" : undefined,
        },
      ]}
    />
  );
}
