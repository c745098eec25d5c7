/** @jest-environment node */
// One free account must not hold a part's whole stock with orders it never pays: a customer may
// hold at most MAX_UNPAID_ORDERS (default 5) unpaid, unexpired orders, also when the orders are
// placed all at once (on PGlite and on the PostgreSQL server with TEST_DB=server).
import { and, eq, isNull } from "drizzle-orm";
import { resetConfigForTests } from "@/lib/config";
import { getDb } from "@/lib/db";
import { expireOverdueOrders } from "@/domains/ordering/server/orders";
import { orderMessages } from "@/domains/ordering/order-texts";
import { orders } from "@/models";
import { createUser } from "../helpers/accounts";
import {
  createPart,
  orderBody,
  paidOrder,
  partRow,
  placedOrder,
  placeOrder,
  type Buyer,
} from "../helpers/orders";

// The defaults: read by config() on its first use, which no import makes.
delete process.env.MAX_UNPAID_ORDERS;
delete process.env.ORDER_HOLD_MINUTES;
resetConfigForTests();

const REFUSED = { status: 409, body: { error: orderMessages.tooManyUnpaid(5) } };

async function unpaidOf(buyer: Buyer) {
  return (await getDb())
    .select()
    .from(orders)
    .where(and(eq(orders.uid, buyer.uid), eq(orders.paid, false), isNull(orders.expiredAt)));
}

test("the 6th unpaid order is refused with a clear 409, and takes no stock", async () => {
  const customer = await createUser();
  const part = await createPart({ orderQty: 2, availableQty: 100 });
  for (let n = 0; n < 5; n += 1) await placedOrder(customer, part);
  expect(await partRow(part.id)).toMatchObject({ availableQty: 90 });

  expect(await placeOrder(customer, orderBody(customer, part))).toMatchObject(REFUSED);
  expect(await partRow(part.id)).toMatchObject({ availableQty: 90 });
  expect(await unpaidOf(customer)).toHaveLength(5);

  // Another customer is not held back by it.
  const other = await createUser();
  await placedOrder(other, part);
});

test("paid and expired orders do not count against the limit", async () => {
  const customer = await createUser();
  const part = await createPart({ orderQty: 2, availableQty: 100 });
  await paidOrder(customer, part);
  for (let n = 0; n < 5; n += 1) await placedOrder(customer, part);
  expect(await placeOrder(customer, orderBody(customer, part))).toMatchObject(REFUSED);

  // A day and a minute later every one of them has expired: the customer may order again.
  await expireOverdueOrders(new Date(Date.now() + 24 * 60 * 60_000 + 60_000));
  await placedOrder(customer, part);
});

test("12 orders placed at once: exactly 5 are taken, the others refused, stock for 5 only", async () => {
  const customer = await createUser();
  const part = await createPart({ orderQty: 3, availableQty: 300 });
  const answers = await Promise.all(
    Array.from({ length: 12 }, () => placeOrder(customer, orderBody(customer, part))),
  );
  expect(answers.filter((answer) => answer.status === 201)).toHaveLength(5);
  const refused = answers.filter((answer) => answer.status !== 201);
  expect(refused).toHaveLength(7);
  for (const answer of refused) expect(answer).toMatchObject(REFUSED);
  expect(await unpaidOf(customer)).toHaveLength(5);
  expect(await partRow(part.id)).toMatchObject({ availableQty: 300 - 5 * 3 });
});
