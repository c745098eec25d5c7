import { z } from "zod";
import { route } from "@/lib/http/route";
import { updatePart } from "@/lib/services/catalog";
import { partIdSchema, partUpdateSchema } from "@/lib/validation/parts";

export const PATCH = route(
  { access: "admin", params: z.object({ id: partIdSchema }), body: partUpdateSchema },
  ({ actor, params, body }) => updatePart(actor, params.id, body),
);
