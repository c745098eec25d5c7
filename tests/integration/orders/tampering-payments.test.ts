/** @jest-environment node */
// After the order: paying someone else's order, claiming a payment the provider never confirmed,
// shipping and deleting out of turn, and the admin-only stock call. Every refusal is the right
// 4xx and leaves parts, orders, payments and test intents exactly as they were.
import { POST as postBooking } from "@/app/api/booking/route";
import { PATCH as patchPaid } from "@/app/api/orders/paid/[id]/route";
import { PATCH as patchQty } from "@/app/api/parts/updateQty/[id]/route";
import { getDb } from "@/lib/db";
import { formatMoney } from "@/lib/money";
import { FORBIDDEN, NOT_SIGNED_IN } from "@/lib/auth/guards";
import type { OrderJson } from "@/domains/ordering/order-json";
import { settleTestIntent } from "@/lib/payments/test-provider";
import { catalogMessages } from "@/domains/catalog/catalog-texts";
import { orderMessages } from "@/domains/ordering/order-texts";
import { createUser, demo, demoUser } from "../../helpers/accounts";
import { callRoute } from "../../helpers/call-route";
import {
  CARDS,
  clientSecretFor,
  confirmCard,
  createIntent,
  createPart,
  intentIdOf,
  ledgerOf,
  orderRow,
  paidOrder,
  partRow,
  placedOrder,
  removeOrder,
  shipOrder,
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
  part = await createPart({ priceCents: 1234, orderQty: 10, availableQty: 10_000 });
});

type Caller = Buyer | null;
const ship = shipOrder;
const remove = removeOrder;

/** Makes the call and expects the refusal, with every table as it was before the call. */
async function expectRefused(
  call: () => Promise<{ status: number; body: unknown }>,
  status: number,
  error: unknown,
) {
  const before = await snapshot();
  expect(await call()).toMatchObject({ status, body: { error } });
  expect(await snapshot()).toEqual(before);
}

const claim = async (route: "booking" | "paid", caller: Caller, orderId: string, body: unknown) =>
  route === "booking"
    ? callRoute(postBooking, `/api/booking?id=${orderId}`, {
        method: "POST",
        headers: await headersOf(caller),
        body,
      })
    : callRoute(patchPaid, `/api/orders/paid/${orderId}`, {
        method: "PATCH",
        headers: await headersOf(caller),
        params: { id: orderId },
        body,
      });

describe("create-payment-intent", () => {
  let order: OrderJson;
  beforeAll(async () => {
    order = await placedOrder(customer, part, 10);
  });

  test("for someone else's order is 403", async () => {
    const call = () => createIntent(other, { orderId: order._id, price: order.total });
    await expectRefused(call, 403, FORBIDDEN);
  });

  test("the order charges its goods, shipping and tax", async () => {
    const row = (await orderRow(order._id))!;
    expect(order.subtotal).toBe(123.4);
    // Below the free-ground threshold: shipping makes the total differ from price × quantity.
    expect(row.shippingCents).toBeGreaterThan(0);
    expect(Math.round(order.total * 100)).toBe(12_340 + row.shippingCents + row.taxCents);
  });

  // Any amount but the order's total is refused, the subtotal (price × quantity) included.
  test.each<[string, () => number]>([
    ["1", () => 1],
    ["the subtotal 123.40", () => order.subtotal],
    ["one cent below the total", () => Math.round(order.total * 100 - 1) / 100],
    ["one cent above the total", () => Math.round(order.total * 100 + 1) / 100],
    ["1234", () => 1234],
  ])("with a price of %s instead of the order's total is 400", async (_, priceOf) => {
    const call = () => createIntent(customer, { orderId: order._id, price: priceOf() });
    await expectRefused(
      call,
      400,
      `The amount must be the order's total of ${formatMoney(order.total)}.`,
    );
  });

  test("for an unknown order is 404", async () => {
    await expectRefused(() => createIntent(customer, { orderId: "nope" }), 404, "Order not found");
  });

  test("for a paid order is 409", async () => {
    const { order: paid } = await paidOrder(customer, part);
    const call = () => createIntent(customer, { orderId: paid._id, price: paid.total });
    await expectRefused(call, 409, orderMessages.alreadyPaid);
  });
});

describe.each(["booking", "paid"] as const)("claiming a payment through %s", (route) => {
  const notConfirmed = orderMessages.paymentNotConfirmed;
  /** A fresh unpaid order with an intent, and what each tampered claim names. */
  const claims: [string, (order: OrderJson, secret: string) => Promise<unknown>, number, string][] =
    [
      ["with no transactionId", async () => ({ paid: true }), 400, "transactionId is required"],
      [
        "with a made-up transactionId",
        async () => ({ transactionId: "pi_test_madeUp" }),
        402,
        notConfirmed,
      ],
      [
        "with the succeeded intent of another order",
        async () => ({ transactionId: (await paidOrder(customer, part)).intentId }),
        402,
        notConfirmed,
      ],
      [
        "with its own intent, not confirmed",
        async (_, secret) => ({ transactionId: intentIdOf(secret) }),
        402,
        notConfirmed,
      ],
      [
        "with its own intent, declined",
        async (_, secret) => {
          expect((await confirmCard(customer, secret, CARDS.declined)).status).toBe(402);
          return { transactionId: intentIdOf(secret), paid: true };
        },
        402,
        notConfirmed,
      ],
    ];

  test.each(claims)(
    "%s is refused and the order stays unpaid",
    async (_, makeBody, status, error) => {
      const order = await placedOrder(customer, part);
      const body = await makeBody(order, await clientSecretFor(customer, order));
      await expectRefused(() => claim(route, customer, order._id, body), status, error);
      expect(await orderRow(order._id)).toMatchObject({ paid: false, transactionId: null });
      expect((await ledgerOf(order._id)).map((row) => row.eventType)).not.toContain("succeeded");
    },
  );

  test("by someone else, even with the order's succeeded intent, is 403", async () => {
    const order = await placedOrder(customer, part);
    const transactionId = intentIdOf(await clientSecretFor(customer, order));
    await settleTestIntent(transactionId, { succeeded: true }, await getDb()); // paid at the provider
    await expectRefused(() => claim(route, other, order._id, { transactionId }), 403, FORBIDDEN);
    await expectRefused(() => claim(route, null, order._id, { transactionId }), 401, NOT_SIGNED_IN);
    expect(await orderRow(order._id)).toMatchObject({ paid: false });
    // The owner's own claim of the same intent is what pays it.
    expect((await claim(route, customer, order._id, { transactionId })).status).toBe(200);
    expect(await orderRow(order._id)).toMatchObject({ paid: true, transactionId });
  });
});

describe("shipping", () => {
  test("an unpaid order is 409", async () => {
    const order = await placedOrder(customer, part);
    await expectRefused(() => ship(admin, order._id), 409, orderMessages.notPaidNotShippable);
  });

  test("by a customer or a guest is refused", async () => {
    const { order } = await paidOrder(customer, part);
    await expectRefused(() => ship(customer, order._id), 403, FORBIDDEN);
    await expectRefused(() => ship(null, order._id), 401, NOT_SIGNED_IN);
  });

  // Issue 28: the body is optional ({carrier, trackingNumber}, or {} and none at all ship, see
  // shipping-tracking.test.ts), but a `shipped` that is sent must still be true.
  test.each([{ shipped: false }, { shipped: "yes" }, { shipped: null }])(
    "with the body %p is 400",
    async (body) => {
      const { order } = await paidOrder(customer, part);
      await expectRefused(
        () => ship(admin, order._id, body),
        400,
        expect.stringMatching(/shipped/),
      );
    },
  );

  test("twice: the second is 409", async () => {
    const { order } = await paidOrder(customer, part);
    expect(await ship(admin, order._id)).toMatchObject({ status: 200, body: { modifiedCount: 1 } });
    await expectRefused(() => ship(admin, order._id), 409, orderMessages.alreadyShipped);
    expect(await orderRow(order._id)).toMatchObject({ paid: true, shipped: true });
  });
});

describe("deleting", () => {
  test("one's own paid order is 409, and it is neither deleted nor refunded", async () => {
    const { order } = await paidOrder(customer, part);
    await expectRefused(
      () => remove(customer, order._id),
      409,
      orderMessages.paidOrderNotDeletable,
    );
  });

  test("another customer's order is 403", async () => {
    const order = await placedOrder(customer, part);
    await expectRefused(() => remove(other, order._id), 403, FORBIDDEN);
  });

  test("a shipped order is 409, even for an admin", async () => {
    const { order } = await paidOrder(customer, part);
    expect((await ship(admin, order._id)).status).toBe(200);
    await expectRefused(
      () => remove(admin, order._id),
      409,
      orderMessages.shippedOrderNotDeletable,
    );
  });
});

describe("PATCH /api/parts/updateQty/{id}", () => {
  const setQty = async (caller: Caller, availableQty: unknown, id = part.id) =>
    callRoute(patchQty, `/api/parts/updateQty/${id}`, {
      method: "PATCH",
      headers: await headersOf(caller),
      params: { id },
      body: { availableQty },
    });

  test("a customer is 403 and a guest 401", async () => {
    await expectRefused(() => setQty(customer, 99_999), 403, FORBIDDEN);
    await expectRefused(() => setQty(null, 99_999), 401, NOT_SIGNED_IN);
  });

  test("a negative quantity is 400 'Stock can't be negative!'", async () => {
    await expectRefused(() => setQty(admin, -1), 400, catalogMessages.stockNegative);
  });

  test("an unknown part is 404", async () => {
    await expectRefused(() => setQty(admin, 5, "no-such-part"), 404, "Part not found");
  });

  test("an admin sets the stock", async () => {
    expect(await setQty(admin, 4321)).toMatchObject({ status: 200, body: { modifiedCount: 1 } });
    expect((await partRow(part.id))?.availableQty).toBe(4321);
    expect(await setQty(admin, "0")).toMatchObject({ status: 200, body: { modifiedCount: 1 } });
    expect((await partRow(part.id))?.availableQty).toBe(0);
  });
});
