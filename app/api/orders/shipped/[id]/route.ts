import { z } from "zod";
import { route } from "@/lib/http/route";
import { shipOrder } from "@/lib/services/orders";
import { orderIdSchema, shippedBodySchema } from "@/lib/validation/orders";

export const PATCH = route(
  { access: "admin", params: z.object({ id: orderIdSchema }), body: shippedBodySchema },
  ({ actor, params, body }) => shipOrder(actor, params.id, body),
);
