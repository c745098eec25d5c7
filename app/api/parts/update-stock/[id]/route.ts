import { z } from "zod";
import { route } from "@/lib/http/route";
import { updatePart } from "@/domains/catalog/server";
import { partIdSchema, partUpdateSchema } from "@/domains/catalog";

export const PATCH = route(
  { access: "admin", params: z.object({ id: partIdSchema }), body: partUpdateSchema },
  ({ actor, params, body }) => updatePart(actor, params.id, body),
);
