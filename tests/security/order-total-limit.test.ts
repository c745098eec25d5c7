/** @jest-environment node */
// The shop refuses, when the order is placed, a total (the database's price × quantity, with
// shipping and tax) above
// what the payment provider can charge in one payment: Stripe's $999,999.99. Such an order could
// never be paid, yet it held stock (and its intent answered 500).
import { formatDollars } from "@/lib/money";
import { MAX_ORDER_TOTAL_CENTS } from "@/lib/validation/limits";
import { orderMessages } from "@/domains/ordering/order-texts";
import { createUser } from "../helpers/accounts";
import {
  createPart,
  orderBody,
  ordersOfPart,
  partRow,
  placeOrder,
  type Buyer,
} from "../helpers/orders";

let customer: Buyer;
beforeAll(async () => {
  customer = await createUser();
});

const TOO_HIGH = {
  status: 400,
  body: { error: orderMessages.orderTotalTooHigh(formatDollars(MAX_ORDER_TOTAL_CENTS / 100)) },
};

test.each([
  ["two pieces at $500,000", 50_000_000, 2],
  ["one cent above the limit", 33_333_334, 3],
  ["a total past a 32-bit integer", 99_999_999, 1_000],
])("%s is refused with a clear 400, and takes no stock", async (_case, priceCents, qty) => {
  const part = await createPart({ priceCents, orderQty: 1, availableQty: 10_000 });
  expect(await placeOrder(customer, orderBody(customer, part, qty))).toMatchObject(TOO_HIGH);
  expect(await partRow(part.id)).toMatchObject({ availableQty: 10_000 });
  expect(await ordersOfPart(part.id)).toHaveLength(0);
});

// Oregon has no sales tax and ground ships free at this value: the total is the lines' alone.
const OREGON = {
  address: "1 Main St",
  phone: "+1 555 0100",
  city: "Portland",
  state: "OR",
  zip: "97201",
};

test("a total of exactly $999,999.99 is accepted", async () => {
  const part = await createPart({ priceCents: 33_333_333, orderQty: 1, availableQty: 10 });
  const answer = await placeOrder(customer, { ...orderBody(customer, part, 3), address: OREGON });
  expect(answer.status).toBe(201);
  expect((answer.body as { order: { total: number } }).order.total).toBe(999_999.99);
  expect(await partRow(part.id)).toMatchObject({ availableQty: 7 });
});

test("lines within the limit whose tax takes the total past it are refused", async () => {
  const part = await createPart({ priceCents: 33_333_333, orderQty: 1, availableQty: 10 });
  // No state given: the shop's default state (Illinois) taxes the lines.
  expect(await placeOrder(customer, orderBody(customer, part, 3))).toMatchObject(TOO_HIGH);
  expect(await partRow(part.id)).toMatchObject({ availableQty: 10 });
});
