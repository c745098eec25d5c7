"use client";

import { useState } from "react";
import { useSWRConfig } from "swr";
import { ServerTable } from "@/components/ui/server-table/server-table";
import { useTablePage } from "@/components/ui/server-table/use-table-page";
import { useTableQuery } from "@/components/ui/server-table/use-table-query";
import {
  INVOICES_PATH,
  INVOICES_SUMMARY_PATH,
  type InvoicesTableRow,
} from "@/domains/billing/client";
import { billingScreenTexts } from "@/domains/billing/billing-screen-texts";
import type { InvoiceJson } from "@/domains/billing/invoice-json";
import { TABLE_PAGE_SIZE } from "@/lib/tables/table-query";
import { InvoiceRow, invoiceColumns } from "./invoice-row";
import { InvoicesToolbar } from "./invoices-toolbar";
import { InvoicesTotals } from "./invoices-totals";
import { RecordPaymentDialog } from "./record-payment-dialog";

const t = billingScreenTexts.invoices;
const FILTERS = ["status"] as const;
// The server lists the newest first; it takes no other sort.
const DEFAULTS = { limit: TABLE_PAGE_SIZE } as const;

/**
 * The invoices a page at a time, filtered on the server: a company admin's statement, or
 * (`admin`) the shop admins' table, which also searches, exports and records payments.
 */
export function InvoicesView({ admin }: { admin: boolean }) {
  const table = useTableQuery(FILTERS, DEFAULTS);
  const result = useTablePage<InvoicesTableRow>(INVOICES_PATH, table.query.apiQuery);
  const { mutate } = useSWRConfig();
  const [recording, setRecording] = useState<InvoicesTableRow | null>(null);
  const { data } = result;
  const columns = invoiceColumns(admin);

  // The answer is the invoice as it is now: the row shows it at once, even where the filter
  // would no longer list it (a paid one under "Open"), until the table is next loaded.
  const recorded = async (invoice: InvoiceJson) => {
    await result.mutate(
      (page) =>
        page && {
          ...page,
          rows: page.rows.map((row) => (row._id === invoice._id ? { ...row, ...invoice } : row)),
        },
      { revalidate: false },
    );
    await mutate(INVOICES_SUMMARY_PATH);
  };

  return (
    <>
      <InvoicesTotals />
      <InvoicesToolbar
        admin={admin}
        query={table.query}
        update={table.update}
        total={data && !data.estimated ? data.total : undefined}
      />
      <ServerTable
        table={table}
        result={result}
        caption={t.caption}
        columns={columns}
        emptyMessage={t.empty}
        renderRow={(invoice) => (
          <InvoiceRow
            key={invoice._id}
            invoice={invoice}
            onRecord={admin ? setRecording : undefined}
          />
        )}
      />
      {recording ? (
        <RecordPaymentDialog
          invoice={recording}
          onClose={() => setRecording(null)}
          onRecorded={recorded}
        />
      ) : null}
    </>
  );
}
