import { z } from "zod";
import { route } from "@/lib/http/route";
import { deletePart, getPart } from "@/lib/services/catalog";
import { partIdSchema } from "@/lib/validation/parts";

// Any text in the URL: a part that cannot exist is simply not found.
export const GET = route({ access: "public", params: z.object({ id: z.string() }) }, ({ params }) =>
  getPart(params.id),
);

export const DELETE = route(
  { access: "admin", params: z.object({ id: partIdSchema }) },
  ({ actor, params }) => deletePart(actor, params.id),
);
