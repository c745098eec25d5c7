import { route } from "@/lib/http/route";
import { reorder } from "@/lib/services/cart-reorder";
import { reorderSchema } from "@/lib/validation/cart";

// A past order or checkout of the caller's, back in their cart (adjusted where it must be).
export const POST = route({ access: "user", body: reorderSchema }, ({ actor, body }) =>
  reorder(actor, body),
);
