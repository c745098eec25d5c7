/** @jest-environment node */
// An order's life beyond the happy path: deleting and refunding, coming back to pay, declined
// and failing cards, the three mails, and deleting a customer.
import { eq } from "drizzle-orm";
import { DELETE as deleteUserRoute } from "@/app/api/user/[email]/route";
import { FORBIDDEN } from "@/lib/auth/guards";
import { getDb } from "@/lib/db";
import { TEST_CARD_MESSAGES } from "@/lib/payments/test-cards";
import { settleTestIntent } from "@/lib/payments/test-provider";
import { payments } from "@/models";
import { createUser, demo, demoUser, userByUid } from "../../helpers/accounts";
import { callRoute } from "../../helpers/call-route";
import { mailsTo } from "../../helpers/outbox";
import {
  CARDS,
  clientSecretFor,
  confirmCard,
  createIntent,
  createPart,
  intentIdOf,
  ledgerOf,
  orderRow,
  paidOrder,
  partRow,
  placedOrder,
  removeOrder,
  shipOrder,
  snapshot,
  testIntentsOf,
  type Buyer,
  type PartRow,
} from "../../helpers/orders";
import { headersOf } from "../../helpers/tokens";

let customer: Buyer, other: Buyer, admin: Buyer;
let part: PartRow;
beforeAll(async () => {
  customer = await createUser();
  other = await createUser();
  admin = await demoUser(demo.admin);
  part = await createPart({ priceCents: 2599, orderQty: 4, availableQty: 400 });
});

const ship = (orderId: string) => shipOrder(admin, orderId);
const stock = async () => (await partRow(part.id))!.availableQty;
const ledgerOfIntent = async (intentId: string) =>
  (await getDb()).select().from(payments).where(eq(payments.intentId, intentId));

describe("deleting", () => {
  test("a customer deletes their own unpaid order and its quantity returns", async () => {
    const before = await stock();
    const order = await placedOrder(customer, part, 12);
    expect(await stock()).toBe(before - 12);
    expect(await removeOrder(customer, order._id)).toMatchObject({
      status: 200,
      body: { deletedCount: 1 },
    });
    expect(await orderRow(order._id)).toBeUndefined();
    expect(await stock()).toBe(before);
  });

  test("an admin deletes a paid, unshipped order: refunded in full, then deleted", async () => {
    const before = await stock();
    const { order, intentId } = await paidOrder(customer, part, 8);
    // Refunded in full: the goods, shipping and tax that were charged.
    const charged = Math.round(order.total * 100);
    expect(Math.round(order.subtotal * 100)).toBe(8 * 2599);
    expect(await removeOrder(admin, order._id)).toMatchObject({
      status: 200,
      body: { deletedCount: 1 },
    });
    expect(await orderRow(order._id)).toBeUndefined();
    expect(await stock()).toBe(before);
    const [intent] = await testIntentsOf(order._id);
    expect(intent).toMatchObject({
      status: "succeeded",
      amountCents: charged,
      refundedCents: charged,
    });
    const events = (await ledgerOfIntent(intentId)).map((row) => [row.eventType, row.amountCents]);
    expect(events.sort()).toEqual([
      ["intent_created", charged],
      ["refunded", charged],
      ["succeeded", charged],
    ]);
  });

  test("a customer cannot delete an order whose payment the provider has already taken", async () => {
    // As with Stripe: the card was charged, and neither the booking nor the webhook has reached
    // the shop yet. Deleting the order now would keep the money and return the goods to stock.
    const order = await placedOrder(customer, part);
    const intentId = intentIdOf(await clientSecretFor(customer, order));
    await settleTestIntent(intentId, { succeeded: true }, await getDb());
    const stockBefore = await stock();
    const result = await removeOrder(customer, order._id);
    expect(result.status).toBe(409);
    expect(await orderRow(order._id)).toBeDefined();
    expect(await stock()).toBe(stockBefore);
  });
});

describe("paying with the test provider", () => {
  test("a returning customer gets the same intent again", async () => {
    const order = await placedOrder(customer, part);
    const first = await createIntent(customer, { orderId: order._id, price: order.total });
    const second = await createIntent(customer, { orderId: order._id });
    expect(first).toMatchObject({ status: 200, body: { provider: "test" } });
    expect(second.body).toEqual(first.body);
    expect(await testIntentsOf(order._id)).toHaveLength(1);
    expect((await ledgerOf(order._id)).map((row) => row.eventType)).toEqual(["intent_created"]);
  });

  test.each([
    ["declined", CARDS.declined, "12/34", TEST_CARD_MESSAGES.declined],
    [
      "with insufficient funds",
      CARDS.insufficientFunds,
      "12/34",
      TEST_CARD_MESSAGES.insufficientFunds,
    ],
    ["expired", CARDS.succeeds, "01/20", TEST_CARD_MESSAGES.expired],
    ["with a wrong number", "4242 4242 4242 4241", "12/34", TEST_CARD_MESSAGES.incorrectNumber],
  ])(
    "a card %s is 402 with its message; the same intent then pays with 4242",
    async (_, number, expiry, message) => {
      const order = await placedOrder(customer, part);
      const clientSecret = await clientSecretFor(customer, order);
      const intentId = intentIdOf(clientSecret);
      const amount = Math.round(order.total * 100);

      const refused = await confirmCard(customer, clientSecret, number, expiry);
      expect(refused).toMatchObject({ status: 402, body: { error: message } });
      expect(await orderRow(order._id)).toMatchObject({ paid: false, transactionId: null });
      const failed = (await ledgerOf(order._id)).filter((row) => row.eventType === "failed");
      expect(failed).toEqual([
        expect.objectContaining({ intentId, detail: message, amountCents: amount }),
      ]);
      expect((await testIntentsOf(order._id))[0]).toMatchObject({
        status: "requires_payment_method",
        lastError: message,
      });

      const paid = await confirmCard(customer, clientSecret, CARDS.succeeds);
      expect(paid).toMatchObject({
        status: 200,
        body: { paymentIntent: { id: intentId, status: "succeeded", amount } },
      });
      const paidRow = await orderRow(order._id);
      expect(paidRow).toMatchObject({ paid: true, transactionId: intentId });
      const ledger = await ledgerOf(order._id);
      expect(ledger.map((row) => row.eventType)).toEqual(["intent_created", "failed", "succeeded"]);
      // The order keeps when it was paid: the same moment as the ledger's success (one transaction).
      expect(paidRow!.paidAt).toEqual(ledger.at(-1)!.createdAt);
    },
  );

  test("confirming a paid intent again is 409 and changes nothing", async () => {
    const { clientSecret } = await paidOrder(customer, part);
    const before = await snapshot();
    const again = await confirmCard(customer, clientSecret, CARDS.succeeds);
    expect(again).toMatchObject({
      status: 409,
      body: { error: "This order is already paid." },
    });
    expect(await confirmCard(customer, clientSecret, CARDS.declined)).toMatchObject({
      status: 409,
    });
    expect(await snapshot()).toEqual(before);
  });

  test("someone else cannot confirm my intent", async () => {
    const order = await placedOrder(customer, part);
    const clientSecret = await clientSecretFor(customer, order);
    const before = await snapshot();
    expect(await confirmCard(other, clientSecret, CARDS.succeeds)).toMatchObject({
      status: 403,
      body: { error: FORBIDDEN },
    });
    expect(await snapshot()).toEqual(before);
  });
});

test("the customer gets one mail each for the order, the payment and the shipment", async () => {
  const buyer = await createUser();
  const { order, intentId } = await paidOrder(buyer, part, 6);
  expect((await ship(order._id)).status).toBe(200);

  const mails = await mailsTo(buyer.email);
  const subjects = {
    received: `We received your order for ${part.productName}`,
    payment: `Payment received for ${part.productName}`,
    shipped: `Your ${part.productName} order has shipped`,
  };
  expect(mails.map((mail) => mail.subject).sort()).toEqual(Object.values(subjects).sort());
  mails.forEach((mail) => expect(mail.to).toEqual([buyer.email]));
  const [received, payment, shipping] = Object.values(subjects).map(
    (subject) => mails.find((mail) => mail.subject === subject)!.body,
  );
  expect(received).toContain(`/dashboard/payment/${order._id}`);
  expect(order.subtotal).toBe(155.94);
  expect(received).toContain(`Total: ${order.total.toFixed(2)}$`);
  expect(payment).toContain(`Transaction id: ${intentId}`);
  expect(shipping).toContain(`Order: ${order._id}`);
});

describe("deleting a customer (DELETE /api/user/{email})", () => {
  const deleteUser = async (email: string) =>
    callRoute(deleteUserRoute, `/api/user/${email}`, {
      method: "DELETE",
      headers: await headersOf(admin),
      params: { email },
    });

  test("returns the stock of their unpaid orders", async () => {
    const leaving = await createUser();
    const before = await stock();
    const orders = [await placedOrder(leaving, part, 4), await placedOrder(leaving, part, 10)];
    const { order: shippedOrder } = await paidOrder(leaving, part, 5);
    expect((await ship(shippedOrder._id)).status).toBe(200);
    expect(await stock()).toBe(before - 19);
    expect(await deleteUser(leaving.email)).toMatchObject({
      status: 200,
      body: { deletedCount: 1 },
    });
    expect(await userByUid(leaving.uid)).toBeUndefined();
    for (const order of [...orders, shippedOrder])
      expect(await orderRow(order._id)).toBeUndefined();
    expect(await stock()).toBe(before - 5); // the shipped 5 stay sold
  });

  test("with a paid order still to ship is 409, and nothing is deleted", async () => {
    const staying = await createUser();
    await placedOrder(staying, part);
    await paidOrder(staying, part);
    const before = await snapshot();
    const result = await deleteUser(staying.email);
    expect(result).toMatchObject({
      status: 409,
      body: { error: expect.stringContaining("paid orders") },
    });
    expect(await userByUid(staying.uid)).toBeDefined();
    expect(await snapshot()).toEqual(before);
  });
});
