/** @jest-environment node */
// The server charges a member of an approved company their company's price, on both databases,
// whatever the client sends: the price list's price (never above the public price for the
// quantity, breaks included), else the public price less the company's discount, rounded to the
// cent. Cart, quick order, single orders, checkout and the payment intent agree; members of a
// pending, rejected or suspended company, other companies and everyone else pay public prices.
import { GET as getCartRoute } from "@/app/api/cart/route";
import { POST as postPreview } from "@/app/api/cart/preview/route";
import { eq } from "drizzle-orm";
import type { CartJson } from "@/domains/ordering/cart-json";
import type { OrderJson } from "@/domains/ordering/order-json";
import { getDb } from "@/lib/db";
import { companyMembers } from "@/models";
import { orderMessages } from "@/domains/ordering/order-texts";
import { callRoute } from "../../helpers/call-route";
import { userByUid } from "../../helpers/accounts";
import { checkOut, checkoutSecret, fillCart, type Placed } from "../../helpers/checkout";
import {
  CARDS,
  confirmCard,
  createIntent,
  createPart,
  orderBody,
  placeOrder,
  type Buyer,
  type PartRow,
} from "../../helpers/orders";
import { checkedLines } from "../quick-order/quick-order-calls";
import { aCustomer, approvedCompany, setStatus } from "./prices-support";

let pads: PartRow; // 9.29$, 8.50$ from 50: listed at 8.90$
let rotor: PartRow; // 20.00$, 16.00$ from 100: not listed, 12.5 % off
let hose: PartRow; // 25.00$: listed above it, at 30.00$
let cap: PartRow; // 1.00$: 12.5 % off is 0.875$, rounded half up to 0.88$
let company: Awaited<ReturnType<typeof approvedCompany>>;
let buyer: Buyer & { headers: Record<string, string> };

beforeAll(async () => {
  pads = await createPart({
    priceCents: 929,
    orderQty: 10,
    priceTiers: [{ minQty: 50, priceCents: 850 }],
  });
  rotor = await createPart({
    priceCents: 2000,
    orderQty: 10,
    priceTiers: [{ minQty: 100, priceCents: 1600 }],
  });
  hose = await createPart({ priceCents: 2500, orderQty: 10 });
  cap = await createPart({ priceCents: 100, orderQty: 10 });
  company = await approvedCompany({
    discountPercent: 12.5,
    lines: [`${pads.partNumber},8.90`, `${hose.partNumber},30.00`],
  });
  buyer = await asBuyer(company.buyer);
  // What the buyer spends here needs no approval: the prices, not the spending limit, are tested.
  await (
    await getDb()
  )
    .update(companyMembers)
    .set({ spendingLimitCents: null })
    .where(eq(companyMembers.userId, company.buyer.id));
});

async function asBuyer(member: { uid: string; headers: Record<string, string> }) {
  const row = (await userByUid(member.uid))!;
  return { uid: row.uid, email: row.email, name: row.name, headers: member.headers };
}

const cartOf = async (caller: { headers: Record<string, string> }) =>
  (await callRoute(getCartRoute, "/api/cart", { headers: caller.headers })).body as CartJson;

/** The unit prices (cents) of each line of a fresh checkout of these lines. */
async function checkoutPrices(caller: Buyer, lines: { partId: string; quantity: number }[]) {
  await fillCart(caller, lines);
  const answer = await checkOut(caller);
  expect(answer.status).toBe(201);
  const placed = answer.body as Placed;
  const byPart = Object.fromEntries(
    placed.orders.map((order) => [order.productInfo.id, order.productInfo.price]),
  );
  return { placed, byPart };
}

const cents = (dollars: number) => Math.round(dollars * 100);

/** An order's total is its goods (at the price asserted beside it) plus its shipping and tax. */
function expectTotalOfItsCharges(order: OrderJson) {
  expect(cents(order.total)).toBe(cents(order.subtotal) + cents(order.shipping) + cents(order.tax));
}

describe("a member of an approved company", () => {
  it("is charged the company's prices at checkout, and the payment intent covers just that", async () => {
    const { placed, byPart } = await checkoutPrices(buyer, [
      { partId: pads.id, quantity: 10 },
      { partId: rotor.id, quantity: 100 },
      { partId: hose.id, quantity: 10 },
      { partId: cap.id, quantity: 10 },
    ]);
    // 8.90 listed; 16.00 × 0.875 = 14.00; 25.00 (the list's 30.00 is above it); 0.88.
    expect(byPart).toEqual({ [pads.id]: 8.9, [rotor.id]: 14, [hose.id]: 25, [cap.id]: 0.88 });
    // The goods at those prices, plus the checkout's shipping and tax.
    expect(placed.totals).toMatchObject({ subtotal: 89 + 1400 + 250 + 8.8 });
    const totalCents = 174_780 + cents(placed.totals.shipping) + cents(placed.totals.tax);
    expect(cents(placed.total)).toBe(totalCents);
    // A price the client names is no part of the charge: any other sum is refused.
    for (const price of [1, 92.9 + 2000 + 250 + 10])
      expect((await createIntent(buyer, { checkoutId: placed.checkoutId, price })).status).toBe(
        400,
      );
    const secret = await checkoutSecret(buyer, placed.checkoutId);
    expect(await confirmCard(buyer, secret, CARDS.succeeds)).toMatchObject({
      status: 200,
      body: { paymentIntent: { amount: totalCents } },
    });
  });

  it("pays the list price below a break, the break's price when it is cheaper", async () => {
    const { byPart } = await checkoutPrices(buyer, [{ partId: pads.id, quantity: 50 }]);
    expect(byPart).toEqual({ [pads.id]: 8.5 });
  });

  it("is charged the company price for a single order, whatever price the client names", async () => {
    // None, the public price, or the member's own: the order is at the member's.
    for (const price of [undefined, "9.29", "8.90"]) {
      const body = orderBody(buyer, pads, 10);
      if (price === undefined) delete (body.productInfo as { price?: string }).price;
      else body.productInfo.price = price;
      const answer = await placeOrder(buyer, body);
      expect(answer.status).toBe(201);
      expect(answer.body).toMatchObject({ order: { productInfo: { price: 8.9 }, subtotal: 89 } });
      expectTotalOfItsCharges((answer.body as { order: OrderJson }).order);
    }
    // A price it never saw is refused as before, and nothing is placed at it.
    const cheap = orderBody(buyer, pads, 10);
    for (const price of ["0.01", "8.50"]) {
      cheap.productInfo.price = price;
      expect(await placeOrder(buyer, cheap)).toMatchObject({
        status: 400,
        body: { error: orderMessages.priceChanged },
      });
    }
    const discounted = await placeOrder(buyer, orderBody(buyer, rotor, 100));
    expect(discounted.body).toMatchObject({
      order: { productInfo: { price: 14 }, subtotal: 1400 },
    });
    expectTotalOfItsCharges((discounted.body as { order: OrderJson }).order);
  });

  it("sees the company prices, and the list beside them, in the cart and quick order", async () => {
    await fillCart(buyer, [
      { partId: pads.id, quantity: 10 },
      { partId: rotor.id, quantity: 10 },
      { partId: hose.id, quantity: 10 },
    ]);
    const cart = await cartOf(buyer);
    const shown = cart.lines.map((line) => [line.partId, line.unitPrice, line.listUnitPrice]);
    expect(shown.sort(([a], [b]) => String(a).localeCompare(String(b)))).toEqual(
      [
        [pads.id, 8.9, 9.29],
        [rotor.id, 17.5, 20],
        [hose.id, 25, null],
      ].sort(([a], [b]) => String(a).localeCompare(String(b))),
    );
    expect(cart.total).toBe(89 + 175 + 250);
    const lines = await checkedLines(
      buyer,
      `${pads.partNumber}, 10\n${rotor.partNumber}, 100\n${cap.partNumber}, 10`,
    );
    expect(lines.map((line) => [line.unitPrice, line.listUnitPrice, line.lineTotal])).toEqual([
      [8.9, 9.29, 89],
      [14, 16, 1400],
      [0.88, 1, 8.8],
    ]);
    // The guest's preview is a public answer: public prices, whoever calls it.
    const preview = await callRoute(postPreview, "/api/cart/preview", {
      method: "POST",
      headers: buyer.headers,
      body: { lines: [{ partId: pads.id, quantity: 10 }] },
    });
    expect((preview.body as CartJson).lines[0]).toMatchObject({
      unitPrice: 9.29,
      listUnitPrice: null,
    });
  });
});

describe("everyone else pays the public prices", () => {
  it("a customer outside any company, and a member of another approved company", async () => {
    const outsider = await asBuyer(await aCustomer());
    const other = await approvedCompany({ name: "Other Priced Fleet" });
    for (const caller of [outsider, await asBuyer(other.buyer), await asBuyer(other.admin)]) {
      const { byPart } = await checkoutPrices(caller, [
        { partId: pads.id, quantity: 10 },
        { partId: rotor.id, quantity: 10 },
      ]);
      expect(byPart).toEqual({ [pads.id]: 9.29, [rotor.id]: 20 });
      const order = await placeOrder(caller, orderBody(caller, pads, 10));
      expect(order.body).toMatchObject({ order: { productInfo: { price: 9.29 } } });
    }
  });

  it.each(["pending", "rejected", "suspended"] as const)(
    "a member of a %s company, until it is approved again",
    async (status) => {
      const held = await approvedCompany({
        name: `Held ${status}`,
        discountPercent: 50,
        lines: [`${pads.partNumber},5.00`],
      });
      const member = await asBuyer(held.buyer);
      await setStatus(held.id, status);
      const { byPart } = await checkoutPrices(member, [
        { partId: pads.id, quantity: 10 },
        { partId: rotor.id, quantity: 10 },
      ]);
      expect(byPart).toEqual({ [pads.id]: 9.29, [rotor.id]: 20 });
      await fillCart(member, [{ partId: pads.id, quantity: 10 }]);
      expect((await cartOf(member)).lines[0]).toMatchObject({
        unitPrice: 9.29,
        listUnitPrice: null,
      });
      const order = await placeOrder(member, orderBody(member, pads, 10));
      expect(order.body).toMatchObject({ order: { productInfo: { price: 9.29 } } });
      await setStatus(held.id, "approved");
      const again = await placeOrder(member, orderBody(member, pads, 10));
      expect(again.body).toMatchObject({ order: { productInfo: { price: 5 } } });
    },
  );
});
