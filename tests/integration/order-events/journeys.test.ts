/** @jest-environment node */
// Every change of an order writes its event in the same transaction: a whole journey leaves the
// history it went through, in order, with who did each step; a change that does not happen (or
// rolls back) leaves none.
import { formatMoney } from "@/lib/money";
import { resetConfigForTests } from "@/lib/config";
import { getDb, type Tx } from "@/lib/db";
import type { DatabaseHandle } from "@/lib/db/open";
import { expireOverdueOrders } from "@/domains/ordering/server/orders";
import { queueMail } from "@/lib/jobs/mail";
import { orderEventsInsert } from "@/domains/ordering/server/order-events";
import { insertOrderLine, placedEvent } from "@/domains/ordering/server/orders/order-insert";
import { createUser } from "../../helpers/accounts";
import { fillCart, payCheckout, placedCheckout } from "../../helpers/checkout";
import {
  clientSecretFor,
  createIntent,
  createPart,
  intentIdOf,
  orderBody,
  paidOrder,
  placeOrder,
  placedOrder,
  removeOrder,
  shipOrder,
  type Buyer,
} from "../../helpers/orders";
import { openTestDatabase } from "../../helpers/test-database";
import { eventsOf, typesOf } from "./support";

process.env.ORDER_HOLD_MINUTES = "0.05";
resetConfigForTests();

let database: DatabaseHandle;
let customer: Buyer, admin: Buyer;
beforeAll(async () => {
  database = await openTestDatabase({ seed: false });
  customer = await createUser();
  admin = await createUser("admin");
});
afterAll(async () => {
  await database.close();
  delete process.env.ORDER_HOLD_MINUTES;
  resetConfigForTests();
});

const by = (user: Buyer) => ({ actorUid: user.uid, actorName: user.name });
const system = { actorUid: null, actorName: null };

test("place → intent → pay → ship: each step once, in order, by whom it was", async () => {
  const part = await createPart({ priceCents: 1250, orderQty: 4 });
  const { order, intentId } = await paidOrder(customer, part);
  expect(await shipOrder(admin, order._id)).toMatchObject({ status: 200 });

  const events = await eventsOf(order._id);
  expect(events.map((e) => e.type)).toEqual(["placed", "intent_created", "paid", "shipped"]);
  expect(events[0]).toMatchObject({ ...by(customer), detail: "4 pcs × 12.50$ = 50.00$" });
  // The payment is for the order's total: its line, shipping and tax.
  expect(events[1]).toMatchObject({
    ...by(customer),
    detail: `Payment of ${formatMoney(order.total)} started`,
  });
  expect(events[2]).toMatchObject({ ...by(customer), detail: `Transaction ${intentId}` });
  expect(events[3]).toMatchObject({ ...by(admin), detail: null });
  expect(events.every((e) => e.checkoutId === null)).toBe(true);
  const times = events.map((e) => e.createdAt.getTime());
  expect([...times].sort((a, b) => a - b)).toEqual(times);

  // Asking again for the intent, or shipping again, adds nothing.
  expect((await createIntent(customer, { orderId: order._id })).status).toBe(409);
  expect((await shipOrder(admin, order._id)).status).toBe(409);
  expect(await typesOf(order._id)).toEqual(["placed", "intent_created", "paid", "shipped"]);
});

test("a returning customer reuses the intent: one 'Payment started' only", async () => {
  const part = await createPart();
  const order = await placedOrder(customer, part);
  const first = await clientSecretFor(customer, order);
  const second = await clientSecretFor(customer, order);
  expect(intentIdOf(second)).toBe(intentIdOf(first));
  expect(await typesOf(order._id)).toEqual(["placed", "intent_created"]);
  await removeOrder(customer, order._id);
});

test("place → expire: the sweep's event has no actor", async () => {
  const part = await createPart();
  const order = await placedOrder(customer, part);
  await expireOverdueOrders(new Date(Date.now() + 60_000));
  const events = await eventsOf(order._id);
  expect(events.map((e) => e.type)).toEqual(["placed", "expired"]);
  expect(events[1]).toMatchObject(system);
  // A second sweep does not expire it again.
  await expireOverdueOrders(new Date(Date.now() + 60_000));
  expect(await typesOf(order._id)).toEqual(["placed", "expired"]);
});

test("place → deleted by its customer: the event outlives the order", async () => {
  const part = await createPart();
  const order = await placedOrder(customer, part);
  expect(await removeOrder(customer, order._id)).toMatchObject({ body: { deletedCount: 1 } });
  const events = await eventsOf(order._id);
  expect(events.map((e) => e.type)).toEqual(["placed", "deleted"]);
  expect(events[1]).toMatchObject(by(customer));
});

test("paid → deleted by an admin: refunded in full, then deleted, both by the admin", async () => {
  const part = await createPart({ priceCents: 900, orderQty: 10 });
  const { order } = await paidOrder(customer, part);
  expect(await removeOrder(admin, order._id)).toMatchObject({ body: { deletedCount: 1 } });
  const events = await eventsOf(order._id);
  expect(events.map((e) => e.type)).toEqual([
    "placed",
    "intent_created",
    "paid",
    "refunded",
    "deleted",
  ]);
  expect(events[3]).toMatchObject({
    ...by(admin),
    detail: `refund of ${formatMoney(order.total)}`,
  });
  expect(events[4]).toMatchObject(by(admin));
});

test("a checkout of two lines paid once: every line placed, started and paid", async () => {
  const [a, b] = [await createPart({ orderQty: 2 }), await createPart({ orderQty: 3 })];
  await fillCart(customer, [
    { partId: a.id, quantity: 2 },
    { partId: b.id, quantity: 3 },
  ]);
  const { checkoutId, orders } = await placedCheckout(customer);
  expect(orders).toHaveLength(2);
  const intentId = await payCheckout(customer, checkoutId);
  for (const order of orders) {
    const events = await eventsOf(order._id);
    expect(events.map((e) => e.type)).toEqual(["placed", "intent_created", "paid"]);
    expect(events.every((e) => e.checkoutId === checkoutId)).toBe(true);
    expect(events[2]).toMatchObject({ detail: `Transaction ${intentId}` });
  }
});

test("an order refused (stock, or an unpaid order's shipment) writes no event", async () => {
  const part = await createPart({ orderQty: 5, availableQty: 5 });
  const before = await allEvents();
  const refused = await placeOrder(customer, orderBody(customer, part, 10));
  expect(refused.status).toBe(409);
  expect(await allEvents()).toEqual(before);

  const unpaid = await placedOrder(customer, part);
  expect((await shipOrder(admin, unpaid._id)).status).toBe(409);
  expect(await typesOf(unpaid._id)).toEqual(["placed"]);
  await removeOrder(customer, unpaid._id);
});

test("an order line whose transaction rolls back leaves no 'placed' event", async () => {
  const part = await createPart();
  const db = await getDb();
  let placedId: string | undefined;
  await expect(
    db.transaction(async (tx) => {
      const row = await insertOrderLine(
        tx,
        { partId: part.id, quantity: part.minOrderQty },
        {
          buyer: customer,
          shipping: {
            address: "1 Main St",
            phone: "+1 555 0100",
            city: null,
            state: null,
            zip: null,
          },
          holdSeconds: 60,
          // What it charges besides the line does not matter to its events.
          charges: {
            shippingService: "ground",
            shippingCents: 0,
            deliveryBy: "2026-12-01",
            taxCents: 0,
            taxState: "OR",
            taxRate: "0",
            taxableCents: 0,
            exemptCents: 0,
            taxExemptionId: null,
            taxExemptCertificate: null,
            destinationDefaulted: false,
          },
        },
      );
      placedId = row?.id;
      // As an order is placed: the event goes to the database with its mail's job.
      await queueMail(
        tx,
        { to: customer.email, subject: "Order received", text: "Thank you" },
        { alongside: orderEventsInsert(tx, [placedEvent(row!, customer)]) },
      );
      // Written inside the transaction …
      expect(await typesOfIn(tx, placedId!)).toEqual(["placed"]);
      throw new Error("the caller gave up");
    }),
  ).rejects.toThrow("the caller gave up");
  // … and gone with it.
  expect(placedId).toBeDefined();
  expect(await eventsOf(placedId!)).toEqual([]);
});

async function allEvents() {
  return (await getDb()).query.orderEvents.findMany({ orderBy: (e, { asc }) => [asc(e.id)] });
}

async function typesOfIn(tx: Tx, orderId: string) {
  const rows = await tx.query.orderEvents.findMany({
    where: (e, { eq }) => eq(e.orderId, orderId),
  });
  return rows.map((e) => e.type);
}
