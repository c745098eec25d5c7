import { z } from "zod";
import { route } from "@/lib/http/route";
import { shipOrder } from "@/domains/ordering/server";
import { orderIdSchema, shippedBodySchema } from "@/domains/ordering";

export const PATCH = route(
  { access: "admin", params: z.object({ id: orderIdSchema }), body: shippedBodySchema },
  ({ actor, params, body }) => shipOrder(actor, params.id, body),
);
