/** @jest-environment node */
// An order is placed by one statement: its stock, the customer's unpaid limit, the order, its
// 'placed' event and its mail's job. The event and the mail are written from a quote of the part
// (one read lately, kept a while), and the statement places the order only while the part is
// still as quoted; else it is quoted afresh.
// So while an admin changes the part, every order is placed at one price and name, and its event
// and mail show exactly those (on PGlite, and on the PostgreSQL server with TEST_DB=server).
import { eq, sql } from "drizzle-orm";
import { resetConfigForTests } from "@/lib/config";
import { getDb } from "@/lib/db";
import { rowsOf } from "@/lib/db/rows";
import { formatDollars } from "@/lib/money";
import type { OrderJson } from "@/domains/ordering/order-json";
import { orderEventDetails } from "@/domains/ordering/order-event-texts";
import { orderEvents, parts } from "@/models";
import { createUser } from "../../helpers/accounts";
import {
  createPart,
  orderBody,
  partRow,
  placeOrder,
  placedOrder,
  type Buyer,
  type PartRow,
} from "../../helpers/orders";
import { eventsOf } from "../order-events/support";

delete process.env.MAX_UNPAID_ORDERS;
resetConfigForTests();

/** An order at whatever the part costs now: the client names no price. */
function atAnyPrice(buyer: Buyer, part: PartRow) {
  const body = orderBody(buyer, part);
  return { ...body, productInfo: { ...body.productInfo, price: undefined } };
}

/** The mail jobs queued for an order (its mail names the order). */
async function mailJobsOf(orderId: string) {
  const result = await (
    await getDb()
  ).execute(
    sql`SELECT data FROM pgboss.job
        WHERE name = 'mail' AND data->>'text' LIKE ${`%Order: ${orderId}%`}`,
  );
  return rowsOf<{ data: { subject: string; text: string } }>(result).map((row) => row.data);
}

const placedEventsBy = async (uid: string) =>
  (await getDb()).select().from(orderEvents).where(eq(orderEvents.actorUid, uid));

test("orders placed while an admin changes the part: each one's event and mail show what it was placed at", async () => {
  const part = await createPart({ priceCents: 500, orderQty: 10, availableQty: 100_000 });
  const buyers = await Promise.all(Array.from({ length: 8 }, () => createUser()));
  const db = await getDb();
  // Fewer changes than an order's quotes (3): each stale quote takes a change to make.
  const changes = async () => {
    for (let step = 1; step <= 2; step += 1) {
      await db
        .update(parts)
        .set({ priceCents: 500 + step * 10, productName: `${part.productName} (rev ${step})` })
        .where(eq(parts.id, part.id));
      await new Promise((resolve) => setImmediate(resolve));
    }
  };
  const [answers] = await Promise.all([
    Promise.all(
      buyers.flatMap((buyer) => [1, 2].map(() => placeOrder(buyer, atAnyPrice(buyer, part)))),
    ),
    changes(),
  ]);
  expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 201));
  for (const answer of answers) {
    const { order } = answer.body as { order: OrderJson };
    const unitCents = Math.round(order.productInfo.price * 100);
    const [placed] = await eventsOf(order._id);
    expect(placed).toMatchObject({
      type: "placed",
      detail: orderEventDetails.placed(order.productInfo.orderQty, unitCents),
    });
    const mails = await mailJobsOf(order._id);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`We received your order for ${order.productInfo.productName}`);
    expect(mails[0]!.text).toContain(`10 pcs at ${formatDollars(order.productInfo.price)}$ each`);
  }
  expect(await partRow(part.id)).toMatchObject({ availableQty: 100_000 - 16 * 10 });
});

test("a quote kept from an earlier order never outlives a change: the next order is at the new price", async () => {
  const part = await createPart({ priceCents: 500, orderQty: 10, availableQty: 1_000 });
  const buyer = await createUser();
  expect((await placeOrder(buyer, atAnyPrice(buyer, part))).status).toBe(201);
  const db = await getDb();
  await db
    .update(parts)
    .set({ priceCents: 650, productName: `${part.productName} (new)` })
    .where(eq(parts.id, part.id));

  const answer = await placeOrder(buyer, atAnyPrice(buyer, part));
  expect(answer.status).toBe(201);
  const { order } = answer.body as { order: OrderJson };
  expect(order.productInfo).toMatchObject({ price: 6.5, productName: `${part.productName} (new)` });
  const [placed] = await eventsOf(order._id);
  expect(placed).toMatchObject({ detail: orderEventDetails.placed(10, 650) });
  const [mail] = await mailJobsOf(order._id);
  expect(mail!.subject).toBe(`We received your order for ${part.productName} (new)`);
});

test("an order the statement refuses leaves no event and no mail behind", async () => {
  const buyer = await createUser();
  const part = await createPart({ priceCents: 500, orderQty: 10, availableQty: 100 });
  for (let held = 0; held < 5; held += 1) await placedOrder(buyer, part);
  const eventsBefore = (await placedEventsBy(buyer.uid)).length;

  // Over the unpaid limit, then more than the stock left: both refused by the statement.
  expect((await placeOrder(buyer, orderBody(buyer, part))).status).toBe(409);
  const other = await createUser();
  expect((await placeOrder(other, orderBody(other, part, 60))).status).toBe(409);

  expect(await placedEventsBy(buyer.uid)).toHaveLength(eventsBefore);
  expect(await placedEventsBy(other.uid)).toHaveLength(0);
  const result = await (
    await getDb()
  ).execute(
    sql`SELECT count(*)::int AS jobs FROM pgboss.job
        WHERE name = 'mail' AND data->>'to' IN (${buyer.email}, ${other.email})`,
  );
  expect(rowsOf<{ jobs: number }>(result)[0]!.jobs).toBe(5);
  expect(await partRow(part.id)).toMatchObject({ availableQty: 50 });
});
