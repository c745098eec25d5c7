/** @jest-environment node */
// The built-in test payment provider refunds like Stripe: a refund asked again with the same
// idempotency key answers the first refund and takes nothing more; the same key with another
// amount is refused; a new key refunds again, never beyond what was paid.
import { testProvider, REFUND_KEY_REUSED } from "@/lib/payments/test-provider";
import { createUser } from "../../helpers/accounts";
import { createPart, paidOrder, testIntentsOf } from "../../helpers/orders";

async function paidIntent() {
  const buyer = await createUser();
  const part = await createPart({ priceCents: 10_000, orderQty: 1, availableQty: 10 });
  const { order, intentId } = await paidOrder(buyer, part, 2);
  return { orderId: order._id, intentId };
}

const refundedOf = async (orderId: string) => (await testIntentsOf(orderId))[0]!.refundedCents;

describe("test provider refunds and their idempotency keys", () => {
  it("answers the first refund again for the same key, and refunds once", async () => {
    const { orderId, intentId } = await paidIntent();
    const request = { intentId, amountCents: 3_000, idempotencyKey: `key-${orderId}` };
    const first = await testProvider.refund(request);
    const again = await testProvider.refund(request);
    expect(first.refundId).toMatch(/^re_test_/);
    expect(again.refundId).toBe(first.refundId);
    expect(await refundedOf(orderId)).toBe(3_000);
  });

  it("answers one refund to two concurrent asks with the same key", async () => {
    const { orderId, intentId } = await paidIntent();
    const request = { intentId, amountCents: 5_000, idempotencyKey: `both-${orderId}` };
    const [one, two] = await Promise.all([
      testProvider.refund(request),
      testProvider.refund(request),
    ]);
    expect(two.refundId).toBe(one.refundId);
    expect(await refundedOf(orderId)).toBe(5_000);
  });

  it("refuses the same key with another amount, and refunds again under a new key", async () => {
    const { orderId, intentId } = await paidIntent();
    await testProvider.refund({ intentId, amountCents: 3_000, idempotencyKey: `a-${orderId}` });
    await expect(
      testProvider.refund({ intentId, amountCents: 4_000, idempotencyKey: `a-${orderId}` }),
    ).rejects.toMatchObject({ status: 409, message: REFUND_KEY_REUSED });
    const second = await testProvider.refund({
      intentId,
      amountCents: 4_000,
      idempotencyKey: `b-${orderId}`,
    });
    expect(second.refundId).toMatch(/^re_test_/);
    expect(await refundedOf(orderId)).toBe(7_000);
    // Beyond what was paid: refused, and the refused key does not stay taken.
    const paid = (await testIntentsOf(orderId))[0]!.amountCents;
    await expect(
      testProvider.refund({ intentId, amountCents: paid, idempotencyKey: `c-${orderId}` }),
    ).rejects.toMatchObject({ status: 409 });
    expect(await refundedOf(orderId)).toBe(7_000);
    const rest = { intentId, amountCents: paid - 7_000, idempotencyKey: `c-${orderId}` };
    expect((await testProvider.refund(rest)).refundId).toMatch(/^re_test_/);
    expect(await refundedOf(orderId)).toBe(paid);
  });
});
