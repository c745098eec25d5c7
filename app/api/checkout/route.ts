import { route } from "@/lib/http/route";
import { placeBusinessCheckout } from "@/domains/billing/server";
import { checkoutSchema } from "@/domains/ordering";

// Every line of the caller's cart becomes an order, all in one transaction or none: paid by card,
// or by a company's member on account with its PO number.
export const POST = route(
  { access: "user", body: checkoutSchema, status: 201 },
  ({ actor, body }) => placeBusinessCheckout(actor, body),
);
