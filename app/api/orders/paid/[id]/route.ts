import { z } from "zod";
import { route } from "@/lib/http/route";
import { recordPayment } from "@/domains/payments/server";
import { orderIdSchema, paymentClaimSchema } from "@/domains/ordering";

// modifiedCount is 1 when this intent paid the order, whichever call (or the webhook) got there
// first, so the customer sees the result either way.
export const PATCH = route(
  { access: "user", params: z.object({ id: orderIdSchema }), body: paymentClaimSchema },
  async ({ actor, params, body }) => {
    const { paidByThisIntent } = await recordPayment(actor, params.id, body.transactionId);
    return { modifiedCount: paidByThisIntent ? 1 : 0 };
  },
);
