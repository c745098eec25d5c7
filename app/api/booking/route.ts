import { route } from "@/lib/http/route";
import { recordPayment } from "@/lib/services/payments";
import { bookingQuerySchema, paymentClaimSchema } from "@/lib/validation/orders";

export const POST = route(
  { access: "user", query: bookingQuerySchema, body: paymentClaimSchema },
  async ({ actor, query, body }) => {
    const { ledgerId } = await recordPayment(actor, query.id, body.transactionId);
    return { insertedId: ledgerId };
  },
);
