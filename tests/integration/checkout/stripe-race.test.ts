/** @jest-environment node */
// A checkout paid through Stripe (the fake Stripe API, webhooks signed as Stripe signs them):
// the webhook and the customer's claim racing settle every order exactly once, with one ledger
// row and one mail; an intent for another amount or of another checkout pays nothing.
import { POST as postWebhook } from "@/app/api/webhooks/stripe/route";
import { createUser } from "../../helpers/accounts";
import { callRoute } from "../../helpers/call-route";
import {
  checkoutRows,
  checkoutSecret,
  claimCheckoutPaid,
  fillCart,
  placedCheckout,
} from "../../helpers/checkout";
import {
  signWebhook,
  startFakeStripe,
  stripeEvent,
  type FakeStripe,
} from "../../helpers/fake-stripe";
import { mailsTo } from "../../helpers/outbox";
import { createPart, intentIdOf, type Buyer } from "../../helpers/orders";
import { runQueuedJobs } from "../../helpers/jobs";

let stripe: FakeStripe;
let customer: Buyer;
beforeAll(async () => {
  stripe = await startFakeStripe();
  stripe.configure();
  customer = await createUser();
});
afterAll(async () => {
  stripe.unconfigure();
  await stripe.close();
});

const deliver = (payload: string) =>
  callRoute(postWebhook, "/api/webhooks/stripe", {
    method: "POST",
    headers: { "stripe-signature": signWebhook(payload) },
    body: payload,
  });

async function checkoutPaidAtStripe() {
  const parts = [await createPart({ orderQty: 10 }), await createPart({ orderQty: 5 })];
  await fillCart(
    customer,
    parts.map((part) => ({ partId: part.id, quantity: part.minOrderQty })),
  );
  const placed = await placedCheckout(customer);
  const intentId = intentIdOf(await checkoutSecret(customer, placed.checkoutId));
  return { placed, intent: stripe.succeed(intentId) };
}

it("settles every order once when the webhook and the claim race", async () => {
  for (let round = 0; round < 3; round += 1) {
    const { placed, intent } = await checkoutPaidAtStripe();
    expect(intent.metadata).toEqual({ checkoutId: placed.checkoutId });
    const payload = JSON.stringify(stripeEvent("payment_intent.succeeded", intent));
    const answers = await Promise.all([
      deliver(payload),
      claimCheckoutPaid(customer, placed.checkoutId, intent.id),
      deliver(payload),
      claimCheckoutPaid(customer, placed.checkoutId, intent.id),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    const { rows, ledger } = await checkoutRows(placed.checkoutId);
    expect(rows.every((row) => row.paid && row.transactionId === intent.id)).toBe(true);
    expect(ledger.filter((row) => row.eventType === "succeeded")).toEqual([
      expect.objectContaining({ intentId: intent.id, amountCents: intent.amount, orderId: null }),
    ]);
  }
  await runQueuedJobs();
  const paidMails = (await mailsTo(customer.email)).filter((mail) =>
    mail.subject.startsWith("Payment received for your order of 2 lines"),
  );
  expect(paidMails).toHaveLength(3);
});

it("records but does not settle a success for another amount or another checkout's intent", async () => {
  const { placed, intent } = await checkoutPaidAtStripe();
  const cheaper = { ...intent, amount: intent.amount - 100 };
  expect(
    (await deliver(JSON.stringify(stripeEvent("payment_intent.succeeded", cheaper)))).status,
  ).toBe(200);
  const foreign = { ...intent, id: "pi_someone_else" };
  expect(
    (await deliver(JSON.stringify(stripeEvent("payment_intent.succeeded", foreign)))).status,
  ).toBe(200);
  const { rows, ledger } = await checkoutRows(placed.checkoutId);
  expect(rows.some((row) => row.paid)).toBe(false);
  expect(ledger.filter((row) => row.eventType === "succeeded").map((row) => row.detail)).toEqual(
    expect.arrayContaining([
      expect.stringContaining("not what the checkout owes"),
      expect.stringContaining("Not the checkout's own payment intent"),
    ]),
  );
});
