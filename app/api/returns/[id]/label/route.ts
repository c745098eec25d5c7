import { pdfDownload } from "@/lib/http/pdf-response";
import { route } from "@/lib/http/route";
import { returnLabel } from "@/domains/returns/server";
import { returnParamsSchema } from "@/domains/returns";

// The return authorisation (packing slip) to put in the box.
export const GET = route(
  { access: "user", params: returnParamsSchema },
  async ({ actor, params }) => pdfDownload(await returnLabel(actor, params.id)),
);
