import { route } from "@/lib/http/route";
import { csvDownload, pagedList } from "@/lib/http/table-answers";
import { exportInvoicesCsv, invoicesPage } from "@/domains/billing/server";
import { invoicesQuerySchema } from "@/domains/billing";

// A company admin's statement (their company's invoices), or the shop admins' Invoices table.
export const GET = route(
  { access: "user", query: invoicesQuerySchema },
  async ({ actor, query }) => {
    if (query.csv) return csvDownload("invoices.csv", await exportInvoicesCsv(actor, query));
    return pagedList(await invoicesPage(actor, query));
  },
);
