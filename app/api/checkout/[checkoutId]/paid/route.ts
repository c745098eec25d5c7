import { z } from "zod";
import { route } from "@/lib/http/route";
import { recordCheckoutPayment } from "@/domains/payments/server";
import { checkoutClaimSchema, checkoutIdSchema } from "@/domains/ordering";

const params = z.object({ checkoutId: checkoutIdSchema });

// The customer reports the checkout's payment; it counts once the provider confirms it.
export const POST = route(
  { access: "user", params, body: checkoutClaimSchema },
  ({ actor, params, body }) => recordCheckoutPayment(actor, params.checkoutId, body.transactionId),
);
