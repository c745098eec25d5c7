/** @jest-environment node */
// An order whose total is above what one card payment can charge ($999,999.99 at Stripe) cannot
// get a payment intent: the order-time cap keeps new ones out, but orders placed before it exist.
// create-payment-intent refuses them with a clear 422 before anything reaches the provider or
// the ledger (whose amount column would overflow above $21,474,836.47).
import { formatDollars } from "@/lib/money";
import { MAX_ORDER_TOTAL_CENTS } from "@/lib/validation/limits";
import { orderMessages } from "@/domains/ordering/order-texts";
import { createUser } from "../../helpers/accounts";
import {
  createIntent,
  insertOrderRows,
  ledgerOf,
  orderRow,
  testIntentsOf,
} from "../../helpers/orders";

let buyer: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  buyer = await createUser();
}, 120_000);

/** An order row as one placed before the cap would be: written directly, not through the API. */
async function existingOrder(priceCents: number, orderQty: number) {
  const [row] = await insertOrderRows(buyer, [
    {
      productName: "Industrial Press Line",
      productImage: "/images/parts/press.svg",
      priceCents,
      orderQty,
      address: "1 Main St, Detroit",
    },
  ]);
  return row!;
}

const tooLarge = orderMessages.totalAbovePaymentLimit(formatDollars(MAX_ORDER_TOTAL_CENTS / 100));

describe("create-payment-intent and the most one payment can charge", () => {
  test.each([
    ["one cent above $999,999.99", MAX_ORDER_TOTAL_CENTS + 1, 1],
    ["above $21,474,836.47 (the 32-bit ledger column)", 1_500_000_000, 2],
  ])("%s: 422 with the reason, no intent and no ledger row", async (_, priceCents, orderQty) => {
    const order = await existingOrder(priceCents, orderQty);

    const answer = await createIntent(buyer, { orderId: order.id });

    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({ error: tooLarge });
    expect(await ledgerOf(order.id)).toEqual([]);
    expect(await testIntentsOf(order.id)).toEqual([]);
    expect((await orderRow(order.id))?.paymentIntentId).toBeNull();
  });

  test("the message names the limit in dollars", () => {
    expect(tooLarge).toContain("999,999.99$");
  });

  test("a total of exactly $999,999.99 still gets its intent", async () => {
    const order = await existingOrder(MAX_ORDER_TOTAL_CENTS, 1);

    const answer = await createIntent(buyer, { orderId: order.id });

    expect(answer.status).toBe(200);
    expect((await ledgerOf(order.id)).map((row) => row.amountCents)).toEqual([
      MAX_ORDER_TOTAL_CENTS,
    ]);
  });
});
