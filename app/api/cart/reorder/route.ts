import { route } from "@/lib/http/route";
import { reorder } from "@/domains/ordering/server";
import { reorderSchema } from "@/domains/ordering";

// A past order or checkout of the caller's, back in their cart (adjusted where it must be).
export const POST = route({ access: "user", body: reorderSchema }, ({ actor, body }) =>
  reorder(actor, body),
);
