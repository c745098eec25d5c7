/** @jest-environment node */
// Placing an order with a tampered body: every refusal is the right 4xx with the spec's message,
// and leaves parts, orders, payments and test intents exactly as they were. What the original
// client sends (numbers as strings) still works, and only the database's price is charged.
import { POST as postOrder } from "@/app/api/orders/route";
import { NOT_SIGNED_IN, FORBIDDEN } from "@/lib/auth/guards";
import type { OrderJson } from "@/domains/ordering/order-json";
import { orderMessages } from "@/domains/ordering/order-texts";
import { createUser, demo, demoUser } from "../../helpers/accounts";
import { callRoute } from "../../helpers/call-route";
import {
  createPart,
  orderBody,
  orderRow,
  partRow,
  placeOrder,
  snapshot,
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
  // MOQ 10, 1000 in stock, $12.34 each.
  part = await createPart({ priceCents: 1234, orderQty: 10, availableQty: 1000 });
});

type Body = ReturnType<typeof orderBody>;
const withQty = (orderQty: unknown) => (body: Body) => ({
  ...body,
  productInfo: { ...body.productInfo, orderQty },
});
const withAddress = (address: Record<string, unknown>) => (body: Body) => ({ ...body, address });
const home = "1 Main St, Detroit";

/** Sends the body a tampering function makes of a valid one, and expects the DB unchanged. */
async function expectRefused(
  call: () => Promise<{ status: number; body: unknown }>,
  status: number,
  error: unknown,
) {
  const before = await snapshot();
  const result = await call();
  expect(result).toMatchObject({ status, body: { error } });
  expect(await snapshot()).toEqual(before);
}

const quantityCases: [string, unknown, string][] = [
  ["below the MOQ (9)", 9, orderMessages.belowMinimum(10)],
  ["below the MOQ as a string ('1')", "1", orderMessages.belowMinimum(10)],
  ["negative (-10)", -10, "Order quantity must be a whole number"],
  ["negative as a string ('-10')", "-10", "Order quantity must be a whole number"],
  ["zero", 0, "Order quantity must be at least 1"],
  ["fractional (12.5)", 12.5, "Order quantity must be a whole number"],
  ["fractional as a string ('12.5')", "12.5", "Order quantity must be a whole number"],
  ["huge (1e308)", 1e308, "Order quantity must be a whole number"],
  ["huge as a string ('99999999999')", "99999999999", "Order quantity must be at most 1,000,000"],
  ["in exponent notation ('1e3')", "1e3", "Order quantity must be a whole number"],
  ["not a number ('abc')", "abc", "Order quantity must be a whole number"],
  ["empty ('')", "", orderMessages.quantityRequired],
  ["null", null, orderMessages.quantityRequired],
  ["an object", { $gt: 0 }, orderMessages.quantityRequired],
  ["an array", [20], orderMessages.quantityRequired],
];

test.each(quantityCases)("a quantity %s is refused (400)", async (_, orderQty, error) => {
  await expectRefused(
    () => placeOrder(customer, withQty(orderQty)(orderBody(customer, part))),
    400,
    error,
  );
});

test("a quantity above the stock is 'Stock Out!' (409)", async () => {
  await expectRefused(
    () => placeOrder(customer, orderBody(customer, part, 1010)),
    409,
    orderMessages.stockOut,
  );
});

const shippingCases: [string, (body: Body) => unknown, string][] = [
  ["no phone", withAddress({ address: home }), orderMessages.phoneRequired],
  ["a blank phone", withAddress({ address: home, phone: "  " }), orderMessages.phoneRequired],
  [
    "a phone without digits",
    withAddress({ address: home, phone: "call me" }),
    orderMessages.phoneNotNumber,
  ],
  [
    "a phone of only signs",
    withAddress({ address: home, phone: "(-)" }),
    orderMessages.phoneNotNumber,
  ],
  ["no address", withAddress({ phone: "+1 555 0100" }), orderMessages.addressRequired],
  [
    "a blank address",
    withAddress({ address: " ", phone: "+1 555 0100" }),
    orderMessages.addressRequired,
  ],
  [
    "no address object at all",
    (body) => ({ ...body, address: undefined }),
    orderMessages.addressRequired,
  ],
];

test.each(shippingCases)(
  "%s is refused with the spec's message (400)",
  async (_, tamper, error) => {
    await expectRefused(() => placeOrder(customer, tamper(orderBody(customer, part))), 400, error);
  },
);

describe("prices and identities the body may not choose", () => {
  test.each(["0.01", 12.33, "99"])(
    "the price %p instead of 12.34 is refused (400)",
    async (price) => {
      const body = orderBody(customer, part, 20);
      const tampered = { ...body, productInfo: { ...body.productInfo, price } };
      await expectRefused(() => placeOrder(customer, tampered), 400, orderMessages.priceChanged);
    },
  );

  test("another user's uid in the query is refused (403)", async () => {
    const body = orderBody(customer, part, 20);
    await expectRefused(
      () => placeOrder(customer, body, `/api/orders?uid=${other.uid}`),
      403,
      FORBIDDEN,
    );
  });

  test("another user's uid in the body is refused (403)", async () => {
    const body = { ...orderBody(customer, part, 20), uid: other.uid };
    await expectRefused(() => placeOrder(customer, body), 403, FORBIDDEN);
  });

  test("another user's email as the author is refused (403)", async () => {
    const body = {
      ...orderBody(customer, part, 20),
      author: { name: other.name, email: other.email },
    };
    await expectRefused(() => placeOrder(customer, body), 403, FORBIDDEN);
  });

  test("an admin cannot place an order in a customer's name either (403)", async () => {
    const body = orderBody(customer, part, 20);
    const call = async () =>
      callRoute(postOrder, `/api/orders?uid=${customer.uid}`, {
        method: "POST",
        headers: await headersOf(admin),
        body,
      });
    await expectRefused(call, 403, FORBIDDEN);
  });
});

describe("requests that are not orders", () => {
  test("an unknown part id is 404", async () => {
    const body = orderBody(customer, { ...part, id: "no-such-part" }, 20);
    await expectRefused(() => placeOrder(customer, body), 404, "Part not found");
  });

  test("malformed JSON is 400", async () => {
    await expectRefused(
      () => placeOrder(customer, '{"productInfo": {"id": '),
      400,
      "The request body must be JSON.",
    );
  });

  test("a guest is 401", async () => {
    const call = () =>
      callRoute(postOrder, `/api/orders?uid=${customer.uid}`, {
        method: "POST",
        body: orderBody(customer, part, 20),
      });
    await expectRefused(call, 401, NOT_SIGNED_IN);
  });
});

describe("what the original client sends is accepted", () => {
  test("numbers as strings: quantity '500' and price '12.34'", async () => {
    const stockBefore = (await partRow(part.id))!.availableQty;
    const result = await placeOrder(customer, orderBody(customer, part, "500"));
    expect(result.status).toBe(201);
    const { order } = result.body as { order: OrderJson };
    expect(order).toMatchObject({
      uid: customer.uid,
      author: { name: customer.name, email: customer.email },
      productInfo: { id: part.id, price: 12.34, orderQty: 500 },
      subtotal: 6170,
      paid: false,
    });
    const row = await orderRow(order._id);
    expect(row).toMatchObject({ priceCents: 1234, orderQty: 500 });
    // The total is the goods plus the shipping and tax stored with the order.
    expect(Math.round(order.total * 100)).toBe(617_000 + row!.shippingCents + row!.taxCents);
    expect((await partRow(part.id))?.availableQty).toBe(stockBefore - 500);
  });

  test("the name, image and author name come from the database, not the body", async () => {
    const body = orderBody(customer, part, 10);
    const tampered = {
      ...body,
      author: { name: "Somebody Else", email: customer.email.toUpperCase() },
      productInfo: {
        ...body.productInfo,
        productName: "Free Turbo",
        image: "https://evil.test/x.png",
      },
    };
    const result = await placeOrder(customer, tampered);
    expect(result.status).toBe(201);
    const { order } = result.body as { order: OrderJson };
    expect(await orderRow(order._id)).toMatchObject({
      authorName: customer.name,
      authorEmail: customer.email,
      productName: part.productName,
      productImage: part.image,
      priceCents: part.priceCents,
    });
  });

  test("no price at all is charged at the database's price", async () => {
    const body = orderBody(customer, part, 10);
    const productInfo = { ...body.productInfo, price: undefined }; // dropped by JSON.stringify
    const result = await placeOrder(customer, { ...body, productInfo });
    expect(result.status).toBe(201);
    const { order } = result.body as { order: OrderJson };
    expect(order.subtotal).toBe(123.4);
    const row = await orderRow(order._id);
    expect(row).toMatchObject({ priceCents: 1234, orderQty: 10 });
    expect(Math.round(order.total * 100)).toBe(12_340 + row!.shippingCents + row!.taxCents);
  });
});
