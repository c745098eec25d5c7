/** @jest-environment node */
// GET /api/orders/{id}/events: an order's history for its customer and admins (the order
// store's rule: anyone else 403, no such order 404, a guest 401, a malformed id 400); an admin
// still sees a deleted order's history. And Manage Orders' status=refunded filter.
import { eq } from "drizzle-orm";
import { GET as getAllOrders } from "@/app/api/orders/all/route";
import { resetConfigForTests } from "@/lib/config";
import type { OrderJson } from "@/domains/ordering/order-json";
import type { OrderTimelineJson } from "@/domains/ordering/order-event-json";
import { getDb } from "@/lib/db";
import type { DatabaseHandle } from "@/lib/db/open";
import { expireOverdueOrders } from "@/domains/ordering/server/orders";
import { orders, users } from "@/models";
import { createUser } from "../../helpers/accounts";
import { callRoute } from "../../helpers/call-route";
import {
  CARDS,
  clientSecretFor,
  confirmCard,
  createPart,
  ledgerOf,
  paidOrder,
  placedOrder,
  removeOrder,
  shipOrder,
  type Buyer,
} from "../../helpers/orders";
import { runQueuedJobs } from "../../helpers/jobs";
import { openTestDatabase } from "../../helpers/test-database";
import { timelineAs, typesOf } from "./support";
import { headersOf } from "../../helpers/tokens";

process.env.ORDER_HOLD_MINUTES = "0.05";
resetConfigForTests();

let database: DatabaseHandle;
let customer: Buyer, other: Buyer, admin: Buyer;
beforeAll(async () => {
  database = await openTestDatabase({ seed: false });
  customer = await createUser();
  other = await createUser();
  admin = await createUser("admin");
});
afterAll(async () => {
  await database.close();
  delete process.env.ORDER_HOLD_MINUTES;
  resetConfigForTests();
});

const timelineOf = (body: unknown) => body as OrderTimelineJson;

test("the owner and an admin read the timeline, oldest first; others cannot", async () => {
  const part = await createPart({ priceCents: 500, orderQty: 2 });
  const { order, intentId } = await paidOrder(customer, part);
  await shipOrder(admin, order._id);

  const mine = await timelineAs(customer, order._id);
  expect(mine.status).toBe(200);
  expect(mine.headers.get("Cache-Control")).toContain("no-store");
  const { order: shown, events } = timelineOf(mine.body);
  expect(shown).toMatchObject({ _id: order._id, status: "shipped", transactionId: intentId });
  expect(events.map((e) => e.type)).toEqual(["placed", "intent_created", "paid", "shipped"]);
  expect(events[0]).toEqual({
    type: "placed",
    at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    actor: { uid: customer.uid, name: customer.name },
    detail: "2 pcs × 5.00$ = 10.00$",
  });
  expect(events[3]!.actor).toEqual({ uid: admin.uid, name: admin.name });
  const times = events.map((e) => Date.parse(e.at));
  expect([...times].sort((a, b) => a - b)).toEqual(times);

  const asAdmin = await timelineAs(admin, order._id);
  expect(asAdmin.status).toBe(200);
  expect(timelineOf(asAdmin.body)).toEqual(timelineOf(mine.body));

  expect((await timelineAs(other, order._id)).status).toBe(403);
  expect((await timelineAs(null, order._id)).status).toBe(401);
  expect((await timelineAs(customer, "not an id!")).status).toBe(400);
  expect((await timelineAs(customer, "x".repeat(200))).status).toBe(400);
  expect((await timelineAs(customer, crypto.randomUUID())).status).toBe(404);
  expect((await timelineAs(admin, crypto.randomUUID())).status).toBe(404);
});

test("a deleted order: its history stays for admins (order null), gone for its customer", async () => {
  const part = await createPart();
  const order = await placedOrder(customer, part);
  await removeOrder(customer, order._id);

  const asAdmin = await timelineAs(admin, order._id);
  expect(asAdmin.status).toBe(200);
  const { order: shown, events } = timelineOf(asAdmin.body);
  expect(shown).toBeNull();
  expect(events.map((e) => [e.type, e.actor?.name])).toEqual([
    ["placed", customer.name],
    ["deleted", customer.name],
  ]);
  expect((await timelineAs(customer, order._id)).status).toBe(404);
  expect((await timelineAs(other, order._id)).status).toBe(404);
});

test("a deleted user's name still shows on the events they made", async () => {
  const leaving = await createUser();
  const part = await createPart();
  const order = await placedOrder(leaving, part);
  await removeOrder(leaving, order._id);
  const db = await getDb();
  await db.delete(users).where(eq(users.uid, leaving.uid));
  const { events } = timelineOf((await timelineAs(admin, order._id)).body);
  expect(events.map((e) => e.actor)).toEqual([
    { uid: leaving.uid, name: leaving.name },
    { uid: leaving.uid, name: leaving.name },
  ]);
});

const refundedIds = async () => {
  const answer = await callRoute(getAllOrders, "/api/orders/all?status=refunded&limit=100", {
    headers: await headersOf(admin),
  });
  expect(answer.status).toBe(200);
  return (answer.body as OrderJson[]).map((order) => order._id);
};

test("status=refunded: orders with a refund under way or refunded in the ledger", async () => {
  const part = await createPart({ orderQty: 5, availableQty: 100 });
  const { order: paid } = await paidOrder(customer, part);
  const { order: pending } = await paidOrder(customer, part);
  const unpaid = await placedOrder(customer, part);
  // An admin's refund at the provider: the order is claimed (refund pending) meanwhile.
  const db = await getDb();
  await db.update(orders).set({ refundPending: true }).where(eq(orders.id, pending._id));
  expect(await refundedIds()).toEqual([pending._id]);
  expect(await refundedIds()).not.toContain(paid._id);
  expect(await refundedIds()).not.toContain(unpaid._id);
  await db.update(orders).set({ refundPending: false }).where(eq(orders.id, pending._id));
  await removeOrder(customer, unpaid._id);
});

test("a late payment refunded after its order expired: a 'refunded' event and the filter", async () => {
  const part = await createPart({ priceCents: 500, orderQty: 5, availableQty: 5 });
  const order = await placedOrder(customer, part);
  const clientSecret = await clientSecretFor(customer, order);
  await expireOverdueOrders(new Date(Date.now() + 60_000));
  await placedOrder(other, part); // the stock is sold meanwhile
  expect((await confirmCard(customer, clientSecret, CARDS.succeeds)).status).toBe(200);
  // The refund is the job the settlement queued.
  await runQueuedJobs();
  expect((await ledgerOf(order._id)).some((row) => row.eventType === "refunded")).toBe(true);
  expect(await typesOf(order._id)).toEqual(["placed", "intent_created", "expired", "refunded"]);
  const { events } = timelineOf((await timelineAs(customer, order._id)).body);
  expect(events[3]).toMatchObject({
    actor: null,
    // The whole amount paid: the lines (25.00$), their shipping and tax.
    detail: expect.stringMatching(new RegExp(`^refund of ${order.total.toFixed(2)}\\$`)),
  });
  expect(await refundedIds()).toContain(order._id);
});
