import { route } from "@/lib/http/route";
import { recordPayment } from "@/domains/payments/server";
import { bookingQuerySchema, paymentClaimSchema } from "@/domains/ordering";

export const POST = route(
  { access: "user", query: bookingQuerySchema, body: paymentClaimSchema },
  async ({ actor, query, body }) => {
    const { ledgerId } = await recordPayment(actor, query.id, body.transactionId);
    return { insertedId: ledgerId };
  },
);
