/** @jest-environment node */
// "Order again" on both databases: a past order's or checkout's lines back in the cart, the
// same quantities where they can still be ordered, adjusted and explained where the part's
// rules or stock changed, left out (and named) when the part is gone; only one's own.
import { eq } from "drizzle-orm";
import { POST as reorderRoute } from "@/app/api/cart/reorder/route";
import type { Reordered } from "@/domains/ordering/server/cart-reorder";
import { getDb } from "@/lib/db";
import { cartMessages } from "@/domains/ordering/cart-texts";
import { parts } from "@/models";
import { createUser } from "../../helpers/accounts";
import { callRoute } from "../../helpers/call-route";
import { cartOf, fillCart, placedCheckout } from "../../helpers/checkout";
import { createPart, placedOrder, type Buyer } from "../../helpers/orders";
import { headersOf } from "../../helpers/tokens";

let customer: Buyer;
let stranger: Buyer;
beforeAll(async () => {
  customer = await createUser();
  stranger = await createUser();
});

const again = async (caller: Buyer | null, body: unknown) =>
  callRoute(reorderRoute, "/api/cart/reorder", {
    method: "POST",
    headers: await headersOf(caller),
    body,
  });

it("puts a past order back in the cart at the same quantity", async () => {
  await fillCart(customer, []);
  const part = await createPart({ orderQty: 10 });
  const order = await placedOrder(customer, part, 30);
  const answer = await again(customer, { orderId: order._id });
  expect(answer.status).toBe(200);
  expect(answer.body).toMatchObject({ added: 1, adjustments: [], skipped: [] });
  expect(await cartOf(customer)).toEqual([{ partId: part.id, quantity: 30 }]);
});

it("adjusts a checkout's lines to new rules and stock, and names what it left out", async () => {
  await fillCart(customer, []);
  const stepped = await createPart({ orderQty: 10, availableQty: 1000 });
  const scarce = await createPart({ orderQty: 10, availableQty: 1000 });
  const gone = await createPart({ orderQty: 10, availableQty: 1000 });
  await fillCart(customer, [
    { partId: stepped.id, quantity: 50 },
    { partId: scarce.id, quantity: 100 },
    { partId: gone.id, quantity: 10 },
  ]);
  const placed = await placedCheckout(customer);
  const db = await getDb();
  await db.update(parts).set({ orderMultiple: 24 }).where(eq(parts.id, stepped.id));
  await db.update(parts).set({ availableQty: 35 }).where(eq(parts.id, scarce.id));
  await db.delete(parts).where(eq(parts.id, gone.id));

  const answer = await again(customer, { checkoutId: placed.checkoutId });
  expect(answer.status).toBe(200);
  const body = answer.body as Reordered;
  expect(body.added).toBe(2);
  expect(body.adjustments).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ partId: stepped.id, from: 50, to: 58 }),
      expect.objectContaining({ partId: scarce.id, from: 100, to: 35 }),
    ]),
  );
  expect(body.adjustments.find((line) => line.partId === stepped.id)!.reason).toContain(
    "Order 34 or 58 pcs",
  );
  expect(body.skipped).toEqual([
    { productName: gone.productName, reason: cartMessages.noLongerSold },
  ]);
  const cart = Object.fromEntries(
    (await cartOf(customer)).map((line) => [line.partId, line.quantity]),
  );
  expect(cart).toEqual({ [stepped.id]: 58, [scarce.id]: 35 });
});

it("is only for one's own orders and checkouts", async () => {
  const part = await createPart();
  const order = await placedOrder(customer, part);
  expect((await again(stranger, { orderId: order._id })).status).toBe(403);
  expect((await again(null, { orderId: order._id })).status).toBe(401);
  expect((await again(customer, { orderId: "no-such-order" })).status).toBe(404);
  expect((await again(customer, { checkoutId: "no-such" })).status).toBe(404);
  expect((await again(customer, {})).status).toBe(400);
  expect(await cartOf(stranger)).toEqual([]);
});

it("leaves out a part with too little stock left for its minimum, and someone else's checkout", async () => {
  await fillCart(customer, []);
  const dry = await createPart({ orderQty: 10, availableQty: 1000 });
  const order = await placedOrder(customer, dry, 20);
  await (await getDb()).update(parts).set({ availableQty: 4 }).where(eq(parts.id, dry.id));
  const answer = await again(customer, { orderId: order._id });
  expect(answer).toMatchObject({
    status: 200,
    body: {
      added: 0,
      adjustments: [],
      skipped: [{ productName: dry.productName, reason: cartMessages.outOfStock }],
    },
  });
  expect(await cartOf(customer)).toEqual([]);

  const other = await createPart({ orderQty: 10, availableQty: 1000 });
  await fillCart(customer, [{ partId: other.id, quantity: 10 }]);
  const placed = await placedCheckout(customer);
  expect((await again(stranger, { checkoutId: placed.checkoutId })).status).toBe(403);
  expect(await cartOf(stranger)).toEqual([]);
});
