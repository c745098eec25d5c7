import { z } from "zod";
import { route } from "@/lib/http/route";
import { setAvailableQty } from "@/domains/catalog/server";
import { partIdSchema, stockUpdateSchema } from "@/domains/catalog";

// Kept from the original contract for admins; the shop's own client no longer calls it.
export const PATCH = route(
  { access: "admin", params: z.object({ id: partIdSchema }), body: stockUpdateSchema },
  ({ actor, params, body }) => setAvailableQty(actor, params.id, body.availableQty),
);
