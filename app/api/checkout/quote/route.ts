import { route } from "@/lib/http/route";
import { quoteCheckout } from "@/domains/ordering/server";
import { checkoutSchema } from "@/domains/ordering";

// The caller's cart priced for checkout (shipping options, tax, totals); nothing is placed.
export const POST = route({ access: "user", body: checkoutSchema }, ({ actor, body }) =>
  quoteCheckout(actor, body),
);
