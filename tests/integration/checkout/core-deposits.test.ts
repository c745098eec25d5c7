/** @jest-environment node */
// Core deposits on both databases (issue 34): a part's deposit × quantity is a charge of its own,
// in the order's total and its payment intent (single order and checkout), never taxed; the
// order copies the part's deposit when placed, and a deposit changed after a quote is charged as
// it is when the order is placed, never as quoted.
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { orders, parts } from "@/models";
import type { OrderJson } from "@/domains/ordering/order-json";
import { createUser } from "../../helpers/accounts";
import {
  checkOut,
  checkoutSecret,
  fillCart,
  quoteCheckout,
  readCheckoutAs,
  type Placed,
} from "../../helpers/checkout";
import {
  CARDS,
  clientSecretFor,
  confirmCard,
  createPart,
  myOrders,
  orderRow,
  placedOrder,
  type Buyer,
} from "../../helpers/orders";
import { cents, TEXAS } from "./totals-support";

let buyer: Buyer;
beforeAll(async () => {
  buyer = await createUser();
});

const setDeposit = async (partId: string, coreChargeCents: number) =>
  (await getDb()).update(parts).set({ coreChargeCents }).where(eq(parts.id, partId));

/** Two parts alike but for the deposit: what one charges beyond the other is the deposit alone. */
async function twinParts(coreChargeCents: number) {
  const withDeposit = await createPart({ priceCents: 12_400, orderQty: 2, coreChargeCents });
  const without = await createPart({ priceCents: 12_400, orderQty: 2 });
  return { withDeposit, without };
}

describe("a single order", () => {
  it("copies the deposit, charges it in the total and the intent, and taxes only the part", async () => {
    const { withDeposit, without } = await twinParts(4_500);
    const order = await placedOrder(buyer, withDeposit, 4);
    const plain = await placedOrder(buyer, without, 4);
    expect(await orderRow(order._id)).toMatchObject({ coreChargeCents: 4_500, coresReturned: 0 });
    expect(order).toMatchObject({ subtotal: 496, coreCharge: 180, coresOutstanding: 4 });
    expect(plain).toMatchObject({ subtotal: 496, coreCharge: 0, coresOutstanding: 0 });
    expect(order.tax).toBe(plain.tax);
    expect(order.shipping).toBe(plain.shipping);
    expect(cents(order.total)).toBe(cents(plain.total) + 18_000);
    expect(cents(order.total)).toBe(
      cents(order.subtotal) + 18_000 + cents(order.shipping) + cents(order.tax),
    );
    const mine = (await myOrders(buyer)).find((each) => each._id === order._id)!;
    expect(mine).toMatchObject({ coreCharge: 180, coresOutstanding: 4, total: order.total });

    const secret = await clientSecretFor(buyer, order);
    const paid = await confirmCard(buyer, secret, CARDS.succeeds);
    expect(paid).toMatchObject({
      status: 200,
      body: { paymentIntent: { amount: cents(order.total) } },
    });
  });

  it("charges the deposit the part has when placed, not an older quote's", async () => {
    const part = await createPart({ priceCents: 5_000, orderQty: 1, coreChargeCents: 1_000 });
    const first = await placedOrder(buyer, part, 1);
    expect(first.coreCharge).toBe(10);
    // The first order's quote is kept a while; the statement refuses it and quotes afresh.
    await setDeposit(part.id, 2_500);
    const second = await placedOrder(buyer, part, 2);
    expect(await orderRow(second._id)).toMatchObject({ coreChargeCents: 2_500 });
    expect(second).toMatchObject({ coreCharge: 50, coresOutstanding: 2 });
    expect(cents(second.total)).toBe(
      cents(second.subtotal) + 5_000 + cents(second.shipping) + cents(second.tax),
    );
  });
});

describe("a checkout", () => {
  it("adds each line's deposit to its totals, its orders and its one intent, untaxed", async () => {
    const { withDeposit, without } = await twinParts(4_500);
    const plain = await createPart({ priceCents: 1_000, orderQty: 1 });
    const lines = [
      { partId: withDeposit.id, quantity: 4 },
      { partId: plain.id, quantity: 3 },
    ];
    await fillCart(buyer, lines);
    const quoted = await quoteCheckout(buyer, { address: TEXAS });
    expect(quoted.status).toBe(200);
    const { totals } = quoted.body as { totals: Placed["totals"] };
    expect(totals).toMatchObject({ subtotal: 526, coreCharge: 180 });

    // The same cart without a deposit is taxed the same: the deposit is outside the taxed value.
    await fillCart(buyer, [
      { partId: without.id, quantity: 4 },
      { partId: plain.id, quantity: 3 },
    ]);
    const twin = (await quoteCheckout(buyer, { address: TEXAS })).body as {
      totals: Placed["totals"];
    };
    expect(twin.totals).toMatchObject({
      coreCharge: 0,
      tax: totals.tax,
      shipping: totals.shipping,
    });
    expect(cents(totals.total)).toBe(cents(twin.totals.total) + 18_000);

    await fillCart(buyer, lines);
    const answer = await checkOut(buyer, { address: TEXAS });
    expect(answer.status).toBe(201);
    const placed = answer.body as Placed;
    expect(placed.totals).toEqual(totals);
    expect(placed.total).toBe(totals.total);
    const depositLine = placed.orders.find((order) => order.productInfo.id === withDeposit.id)!;
    expect(depositLine).toMatchObject({ coreCharge: 180, coresOutstanding: 4 });
    expect(placed.orders.find((order) => order.productInfo.id === plain.id)).toMatchObject({
      coreCharge: 0,
      coresOutstanding: 0,
    });
    const sum = placed.orders.reduce((total, order) => total + cents(order.total), 0);
    expect(sum).toBe(cents(placed.total));

    const read = (await readCheckoutAs(buyer, placed.checkoutId)).body as Placed;
    expect(read.totals).toEqual(totals);
    const secret = await checkoutSecret(buyer, placed.checkoutId, placed.total);
    const paid = await confirmCard(buyer, secret, CARDS.succeeds);
    expect(paid).toMatchObject({
      status: 200,
      body: { paymentIntent: { amount: cents(placed.total) } },
    });
  });

  it("charges a deposit changed after the quote as it is then, the total with it", async () => {
    const part = await createPart({ priceCents: 2_000, orderQty: 1, coreChargeCents: 500 });
    await fillCart(buyer, [{ partId: part.id, quantity: 2 }]);
    const quoted = (await quoteCheckout(buyer, { address: TEXAS })).body as {
      totals: Placed["totals"];
    };
    expect(quoted.totals.coreCharge).toBe(10);
    await setDeposit(part.id, 1_500);
    const placed = (await checkOut(buyer, { address: TEXAS })).body as Placed;
    expect(placed.totals.coreCharge).toBe(30);
    expect(cents(placed.totals.total)).toBe(cents(quoted.totals.total) + 2_000);
    const [row] = await (
      await getDb()
    )
      .select()
      .from(orders)
      .where(eq(orders.checkoutId, placed.checkoutId));
    expect(row).toMatchObject({ coreChargeCents: 1_500, orderQty: 2, coresReturned: 0 });
  });
});

it("answers coresOutstanding as the pieces not yet returned", async () => {
  const part = await createPart({ priceCents: 3_000, orderQty: 1, coreChargeCents: 2_000 });
  const order: OrderJson = await placedOrder(buyer, part, 3);
  await (await getDb()).update(orders).set({ coresReturned: 2 }).where(eq(orders.id, order._id));
  const mine = (await myOrders(buyer)).find((each) => each._id === order._id)!;
  expect(mine).toMatchObject({ coreCharge: 60, coresOutstanding: 1 });
});
