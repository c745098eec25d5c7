import { z } from "zod";
import { pdfDownload } from "@/lib/http/pdf-response";
import { route } from "@/lib/http/route";
import { orderInvoice } from "@/domains/ordering/server";
import { orderIdSchema } from "@/domains/ordering";

const params = z.object({ id: orderIdSchema });

export const GET = route({ access: "user", params }, async ({ actor, params }) =>
  pdfDownload(await orderInvoice(actor, params.id)),
);
