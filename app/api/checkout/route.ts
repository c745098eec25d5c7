import { route } from "@/lib/http/route";
import { placeCheckout } from "@/domains/ordering/server";
import { checkoutSchema } from "@/domains/ordering";

// Every line of the caller's cart becomes an order, all in one transaction or none.
export const POST = route(
  { access: "user", body: checkoutSchema, status: 201 },
  ({ actor, body }) => placeCheckout(actor, body),
);
