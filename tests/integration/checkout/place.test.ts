/** @jest-environment node */
// POST /api/checkout on both databases: every cart line becomes an order in one transaction,
// at the server's tier prices, or nothing is written and the failing lines are named.
import { resetConfigForTests } from "@/lib/config";
import { checkoutMessages } from "@/domains/ordering/checkout-texts";
import { orderMessages } from "@/domains/ordering/order-texts";
import { createUser } from "../../helpers/accounts";
import {
  cartOf,
  checkOut,
  checkoutRows,
  fillCart,
  placedCheckout,
  readCheckoutAs,
  SHIPPING,
  type CheckoutJson,
} from "../../helpers/checkout";
import { createPart, myOrders, partRow, placedOrder, type Buyer } from "../../helpers/orders";

let customer: Buyer;
let other: Buyer;
beforeAll(async () => {
  customer = await createUser();
  other = await createUser();
});

describe("checking out a cart", () => {
  it("orders every line at its tier price, shares one checkout id and empties the cart", async () => {
    const pads = await createPart({
      priceCents: 2450,
      orderQty: 100,
      orderMultiple: 50,
      availableQty: 4800,
      priceTiers: [{ minQty: 500, priceCents: 2190 }],
    });
    const filters = await createPart({ priceCents: 800, orderQty: 10, availableQty: 100 });
    await fillCart(customer, [
      { partId: pads.id, quantity: 500 },
      { partId: filters.id, quantity: 20 },
    ]);
    const answer = await checkOut(customer);
    expect(answer.status).toBe(201);
    const placed = answer.body as {
      checkoutId: string;
      orders: {
        productInfo: { id: string; price: number; orderQty: number };
        checkoutId: string;
        subtotal: number;
        shipping: number;
        tax: number;
        total: number;
      }[];
      total: number;
      totals: { subtotal: number; shipping: number; tax: number; total: number };
    };
    expect(placed.orders).toHaveLength(2);
    const byPart = new Map(placed.orders.map((order) => [order.productInfo.id, order]));
    expect(byPart.get(pads.id)).toMatchObject({
      productInfo: { price: 21.9, orderQty: 500 },
      // Michigan: 6 %, shipping untaxed; ground is free over the threshold. Its share of the
      // checkout's 666.60$ tax by line value: 10950 / 11110 of it.
      subtotal: 10950,
      shipping: 0,
      tax: 657,
      total: 11607,
      checkoutId: placed.checkoutId,
    });
    expect(byPart.get(filters.id)).toMatchObject({ productInfo: { price: 8, orderQty: 20 } });
    expect(placed.totals).toEqual({
      subtotal: 11110,
      coreCharge: 0,
      shipping: 0,
      tax: 666.6,
      total: 11776.6,
    });
    expect(placed.total).toBe(11776.6);
    expect((await partRow(pads.id))!.availableQty).toBe(4300);
    expect((await partRow(filters.id))!.availableQty).toBe(80);
    expect(await cartOf(customer)).toEqual([]);
    const mine = await myOrders(customer);
    expect(mine.filter((order) => order.checkoutId === placed.checkoutId)).toHaveLength(2);
    const { rows } = await checkoutRows(placed.checkoutId);
    expect(rows.map((row) => row.listPriceCents).sort((a, b) => a! - b!)).toEqual([800, 2450]);
    expect(rows.every((row) => row.address === SHIPPING.address)).toBe(true);

    const read = await readCheckoutAs(customer, placed.checkoutId);
    expect(read.status).toBe(200);
    expect(read.body as CheckoutJson).toMatchObject({
      due: 11776.6,
      total: 11776.6,
      totals: placed.totals,
      shipping: { service: "ground" },
      tax: { state: "MI", rate: 6, exemptCertificate: null },
      settled: false,
    });
    expect((await readCheckoutAs(other, placed.checkoutId)).status).toBe(403);
    expect((await readCheckoutAs(null, placed.checkoutId)).status).toBe(401);
    expect((await readCheckoutAs(customer, "no-such-checkout")).status).toBe(404);
  });

  it("writes nothing when one line can't be ordered, and names it with the fix", async () => {
    const good = await createPart({ orderQty: 10, availableQty: 100 });
    const stepped = await createPart({ orderQty: 48, orderMultiple: 24, availableQty: 1000 });
    const scarce = await createPart({ orderQty: 10, availableQty: 30 });
    await fillCart(customer, [
      { partId: good.id, quantity: 10 },
      { partId: stepped.id, quantity: 50 },
      { partId: scarce.id, quantity: 40 },
    ]);
    const answer = await checkOut(customer);
    expect(answer.status).toBe(409);
    const body = answer.body as {
      error: string;
      issues: { partId: string; message: string; suggestions: number[] }[];
    };
    expect(body.error).toBe(checkoutMessages.linesFailed(2));
    const issues = new Map(body.issues.map((issue) => [issue.partId, issue]));
    expect(issues.get(stepped.id)).toMatchObject({ suggestions: [48, 72] });
    expect(issues.get(stepped.id)!.message).toContain("Order 48 or 72 pcs");
    expect(issues.get(scarce.id)).toMatchObject({ suggestions: [30] });
    expect(issues.has(good.id)).toBe(false);
    expect((await partRow(good.id))!.availableQty).toBe(100);
    expect(await cartOf(customer)).toHaveLength(3);
  });

  it("refuses an empty cart, a guest and a bad address", async () => {
    await fillCart(customer, []);
    expect(await checkOut(customer)).toMatchObject({
      status: 409,
      body: { error: checkoutMessages.emptyCart },
    });
    expect((await checkOut(null)).status).toBe(401);
    const part = await createPart();
    await fillCart(customer, [{ partId: part.id, quantity: 10 }]);
    expect(await checkOut(customer, { address: { address: "", phone: "555" } })).toMatchObject({
      status: 400,
      body: { error: orderMessages.addressRequired },
    });
    expect(
      await checkOut(customer, { address: { address: "1 Road", phone: "abc" } }),
    ).toMatchObject({
      status: 400,
      body: { error: orderMessages.phoneNotNumber },
    });
    expect((await checkOut(customer, "nonsense")).status).toBe(400);
    expect((await partRow(part.id))!.availableQty).toBe(1000);
  });

  it("refuses a checkout whose total one payment could not take", async () => {
    const dear = await createPart({ priceCents: 90_000_00, orderQty: 1, availableQty: 100 });
    const more = await createPart({ priceCents: 20_000_00, orderQty: 1, availableQty: 100 });
    await fillCart(customer, [
      { partId: dear.id, quantity: 10 },
      { partId: more.id, quantity: 10 },
    ]);
    const answer = await checkOut(customer);
    expect(answer.status).toBe(422);
    expect((await partRow(dear.id))!.availableQty).toBe(100);
  });

  it("counts a checkout once against the unpaid-order limit", async () => {
    process.env.MAX_UNPAID_ORDERS = "5";
    resetConfigForTests();
    const buyer = await createUser();
    const parts = [await createPart(), await createPart(), await createPart()];
    await fillCart(
      buyer,
      parts.map((part) => ({ partId: part.id, quantity: 10 })),
    );
    await placedCheckout(buyer);
    // The default limit is 5: four more single orders fit beside a checkout of three lines.
    const single = await createPart();
    for (let i = 0; i < 4; i += 1) await placedOrder(buyer, single);
    await fillCart(buyer, [{ partId: single.id, quantity: 10 }]);
    expect(await checkOut(buyer)).toMatchObject({
      status: 409,
      body: { error: orderMessages.tooManyUnpaid(5) },
    });
    process.env.MAX_UNPAID_ORDERS = "1000";
    resetConfigForTests();
  });
});
