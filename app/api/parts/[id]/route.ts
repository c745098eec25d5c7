import { z } from "zod";
import { route } from "@/lib/http/route";
import { deletePart, getPart } from "@/domains/catalog/server";
import { partIdSchema } from "@/domains/catalog";

// Any text in the URL: a part that cannot exist is simply not found. Who calls is read because
// admins still see a retired part.
export const GET = route(
  { access: "public", params: z.object({ id: z.string() }), identifies: () => true },
  ({ actor, params }) => getPart(actor, params.id),
);

export const DELETE = route(
  { access: "admin", params: z.object({ id: partIdSchema }) },
  ({ actor, params }) => deletePart(actor, params.id),
);
