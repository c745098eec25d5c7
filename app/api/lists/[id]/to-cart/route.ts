import { route } from "@/lib/http/route";
import { listToCart } from "@/domains/lists/server";
import { listParamsSchema } from "@/domains/lists";

// Every line into the caller's cart by today's rules; the answer names what changed per line.
export const POST = route({ access: "user", params: listParamsSchema }, ({ actor, params }) =>
  listToCart(actor, params.id),
);
