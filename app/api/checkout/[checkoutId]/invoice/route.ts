import { z } from "zod";
import { pdfDownload } from "@/lib/http/pdf-response";
import { route } from "@/lib/http/route";
import { checkoutInvoice } from "@/domains/ordering/server";
import { checkoutIdSchema } from "@/domains/ordering";

const params = z.object({ checkoutId: checkoutIdSchema });

export const GET = route({ access: "user", params }, async ({ actor, params }) =>
  pdfDownload(await checkoutInvoice(actor, params.checkoutId)),
);
