import { pdfDownload } from "@/lib/http/pdf-response";
import { route } from "@/lib/http/route";
import { accountInvoicePdf } from "@/domains/billing/server";
import { invoiceParamsSchema } from "@/domains/billing";

export const GET = route(
  { access: "user", params: invoiceParamsSchema },
  async ({ actor, params }) => pdfDownload(await accountInvoicePdf(actor, params.id)),
);
