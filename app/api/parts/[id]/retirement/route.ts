import { z } from "zod";
import { route } from "@/lib/http/route";
import { setPartRetired } from "@/domains/catalog/server";
import { partIdSchema, partRetirementSchema } from "@/domains/catalog";

export const PATCH = route(
  { access: "admin", params: z.object({ id: partIdSchema }), body: partRetirementSchema },
  ({ actor, params, body }) => setPartRetired(actor, params.id, body.retired),
);
