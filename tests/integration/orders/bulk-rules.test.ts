/** @jest-environment node */
// POST /api/orders for parts sold in bulk, on both databases: a quantity off the part's steps is
// refused with the nearest valid ones and takes nothing; the unit price is the price break of the
// quantity, charged by the server whatever price the client sends, and never less.
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/db";
import type { OrderJson } from "@/domains/ordering/order-json";
import { quantityMessages } from "@/domains/catalog/bulk-texts";
import { orderMessages } from "@/domains/ordering/order-texts";
import { parts } from "@/models";
import { createUser } from "../../helpers/accounts";
import {
  createPart,
  orderBody,
  orderRow,
  partRow,
  placedOrder,
  placeOrder,
  snapshot,
  type Buyer,
  type PartRow,
} from "../../helpers/orders";

// A customer of its own per test: the unpaid-order limit is not what these tests are about.
let customer: Buyer;
beforeEach(async () => {
  customer = await createUser();
});

/** The original client's body with the unit price it claims for the line. */
const bodyAt = (part: PartRow, orderQty: number, price: string) => {
  const body = orderBody(customer, part, orderQty);
  return { ...body, productInfo: { ...body.productInfo, price } };
};

/** The call is refused with this status and message, and no table or mail changed. */
async function expectRefused(body: unknown, status: number, error: string) {
  const before = await snapshot();
  expect(await placeOrder(customer, body)).toMatchObject({ status, body: { error } });
  expect(await snapshot()).toEqual(before);
}

describe("quantities of a part sold in steps", () => {
  it("refuses a quantity off the steps with the nearest valid ones, taking no stock", async () => {
    const part = await createPart({ orderQty: 48, orderMultiple: 24, availableQty: 1000 });
    await expectRefused(
      orderBody(customer, part, 50),
      400,
      "Order 48 or 72 pcs (sold from 48 pcs in steps of 24).",
    );
    await expectRefused(
      orderBody(customer, part, 100),
      400,
      quantityMessages.notAllowed([96, 120], 48, 24),
    );
    // Below the MOQ the spec's own message is kept.
    await expectRefused(orderBody(customer, part, 30), 400, orderMessages.belowMinimum(48));
    expect((await partRow(part.id))!.availableQty).toBe(1000);
  });

  it("takes the MOQ and each step above it off the stock", async () => {
    const part = await createPart({ orderQty: 48, orderMultiple: 24, availableQty: 1000 });
    expect((await placedOrder(customer, part, 48)).productInfo.orderQty).toBe(48);
    expect((await placedOrder(customer, part, 96)).productInfo.orderQty).toBe(96);
    expect((await partRow(part.id))!.availableQty).toBe(1000 - 48 - 96);
  });

  it("answers a valid quantity over the stock with the spec's 'Stock Out!'", async () => {
    const part = await createPart({ orderQty: 48, orderMultiple: 24, availableQty: 100 });
    await expectRefused(orderBody(customer, part, 120), 409, orderMessages.stockOut);
  });
});

describe("price breaks charged by the server", () => {
  const bulkPart = () =>
    createPart({
      priceCents: 2450,
      orderQty: 100,
      orderMultiple: 50,
      availableQty: 5000,
      priceTiers: [
        { minQty: 500, priceCents: 2190 },
        { minQty: 1000, priceCents: 1990 },
      ],
    });
  const placed = (answer: { body: unknown }) => (answer.body as { order: OrderJson }).order;
  /**
   * The goods are charged at the break's price (the subtotal, in dollars), and the total is those
   * goods plus the shipping and tax stored with the order: nothing else.
   */
  async function expectCharged(order: OrderJson, subtotal: number) {
    expect(order.subtotal).toBe(subtotal);
    const row = (await orderRow(order._id))!;
    expect(row.priceCents * row.orderQty).toBe(Math.round(subtotal * 100));
    expect(Math.round(order.total * 100)).toBe(
      Math.round(subtotal * 100) + row.shippingCents + row.taxCents,
    );
  }

  it("charges the break's price when the client sends the base price", async () => {
    const part = await bulkPart();
    const order = placed(await placeOrder(customer, bodyAt(part, 500, "24.50")));
    expect(order.productInfo).toMatchObject({ price: 21.9, orderQty: 500 });
    await expectCharged(order, 10950);
    expect((await partRow(part.id))!.availableQty).toBe(4500);
    await expectCharged(placed(await placeOrder(customer, bodyAt(part, 1000, "24.50"))), 19900);
  });

  it("accepts the break's price when the client sends it", async () => {
    const part = await bulkPart();
    const answer = await placeOrder(customer, bodyAt(part, 550, "21.90"));
    expect(answer.status).toBe(201);
    expect(placed(answer).productInfo.price).toBe(21.9);
    await expectCharged(placed(answer), 12045);
  });

  it("charges the base price below the first break", async () => {
    const part = await bulkPart();
    const order = placed(await placeOrder(customer, bodyAt(part, 450, "24.50")));
    expect(order.productInfo.price).toBe(24.5);
    await expectCharged(order, 11025);
  });

  it("refuses a price lower than the break's (or any other price), writing nothing", async () => {
    const part = await bulkPart();
    await expectRefused(bodyAt(part, 500, "19.99"), 400, orderMessages.priceChanged);
    // The price of a break the quantity has not reached is not this quantity's price.
    await expectRefused(bodyAt(part, 500, "19.90"), 400, orderMessages.priceChanged);
    await expectRefused(bodyAt(part, 100, "21.90"), 400, orderMessages.priceChanged);
  });

  it("sells the demo brake pads BP-1234 at 21.90$ from 500 pcs", async () => {
    const [pads] = await (
      await getDb()
    )
      .select({ id: parts.id })
      .from(parts)
      .where(eq(parts.partNumber, "BP-1234"));
    const part = (await partRow(pads!.id))!;
    const order = await placedOrder(customer, part, 500);
    expect(order.productInfo.price).toBe(21.9);
    await expectCharged(order, 10950);
    await expectRefused(
      orderBody(customer, part, 520),
      400,
      "Order 500 or 550 pcs (sold from 100 pcs in steps of 50).",
    );
  });
});
