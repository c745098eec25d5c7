/** @jest-environment node */
// One order's whole life through the route handlers, on the built-in test provider: placed,
// paid with 4242…, booked, marked paid, shipped; and its stock and ledger along the way.
import { eq } from "drizzle-orm";
import { POST as postOrder, GET as getOrders } from "@/app/api/orders/route";
import { POST as createIntent } from "@/app/api/payment/create-payment-intent/route";
import { POST as confirmTest } from "@/app/api/payment/test-provider/confirm/route";
import { POST as postBooking } from "@/app/api/booking/route";
import { PATCH as patchPaid } from "@/app/api/orders/paid/[id]/route";
import { PATCH as patchShipped } from "@/app/api/orders/shipped/[id]/route";
import type { OrderJson } from "@/domains/ordering/order-json";
import { getDb } from "@/lib/db";
import { parts, payments } from "@/models";
import { demo, demoUser } from "../../helpers/accounts";
import { callRoute } from "../../helpers/call-route";
import { headersOf } from "../../helpers/tokens";

test("a customer orders, pays with the test card, and the admin ships", async () => {
  const customer = await demoUser(demo.customer);
  const admin = await demoUser(demo.admin);
  const asCustomer = await headersOf(customer);
  const db = await getDb();
  const [part] = await db.select().from(parts).limit(1);
  if (!part) throw new Error("no part");

  const placed = await callRoute(postOrder, `/api/orders?uid=${customer.uid}`, {
    method: "POST",
    headers: asCustomer,
    body: {
      uid: customer.uid,
      author: { name: customer.name, email: customer.email },
      productInfo: {
        id: part.id,
        productName: "ignored",
        price: part.priceCents / 100,
        orderQty: String(part.minOrderQty * 2),
      },
      address: { address: "1 Main St, Detroit", phone: "+1 555 0100" },
    },
  });
  expect(placed.status).toBe(201);
  const order = (placed.body as { order: OrderJson }).order;
  expect(order).toMatchObject({
    paid: false,
    shipped: false,
    status: "pending",
    transactionId: null,
  });
  expect(order.productInfo).toMatchObject({
    productName: part.productName,
    orderQty: part.minOrderQty * 2,
  });
  const [afterOrder] = await db.select().from(parts).where(eq(parts.id, part.id));
  expect(afterOrder?.availableQty).toBe(part.availableQty - part.minOrderQty * 2);

  const intent = await callRoute(createIntent, "/api/payment/create-payment-intent", {
    method: "POST",
    headers: asCustomer,
    body: { orderId: order._id, price: order.total },
  });
  expect(intent.status).toBe(200);
  const { clientSecret } = intent.body as { clientSecret: string };

  const confirmed = await callRoute(confirmTest, "/api/payment/test-provider/confirm", {
    method: "POST",
    headers: asCustomer,
    body: { clientSecret, card: { number: "4242 4242 4242 4242", expiry: "12/34", cvc: "123" } },
  });
  expect(confirmed.status).toBe(200);
  const transactionId = (confirmed.body as { paymentIntent: { id: string } }).paymentIntent.id;

  const booking = await callRoute(postBooking, `/api/booking?id=${order._id}`, {
    method: "POST",
    headers: asCustomer,
    body: { transactionId, status: "paid" },
  });
  expect(booking.status).toBe(200);
  expect((booking.body as { insertedId: string }).insertedId).toEqual(expect.any(String));

  const paid = await callRoute(patchPaid, `/api/orders/paid/${order._id}`, {
    method: "PATCH",
    headers: asCustomer,
    params: { id: order._id },
    body: { transactionId, paid: "true" },
  });
  expect(paid).toMatchObject({ status: 200, body: { modifiedCount: 1 } });

  const shipped = await callRoute(patchShipped, `/api/orders/shipped/${order._id}`, {
    method: "PATCH",
    headers: await headersOf(admin),
    params: { id: order._id },
    body: { shipped: true },
  });
  expect(shipped).toMatchObject({ status: 200, body: { modifiedCount: 1 } });

  const mine = await callRoute(getOrders, `/api/orders?uid=${customer.uid}`, {
    headers: asCustomer,
  });
  expect((mine.body as OrderJson[])[0]).toMatchObject({
    _id: order._id,
    paid: true,
    shipped: true,
    status: "shipped",
    transactionId,
  });
  const ledger = await db.select().from(payments).where(eq(payments.orderId, order._id));
  expect(ledger.map((row) => row.eventType).sort()).toEqual(["intent_created", "succeeded"]);
});
