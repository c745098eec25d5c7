/** @jest-environment node */
// Shipping with tracking (issue 28): PATCH /api/orders/shipped/{id} takes an optional
// {carrier, trackingNumber}; the order's JSON, its 'shipped' event and the shipped mail carry
// them; the contract's call ({shipped: true}, or no body) still ships; a bad body or a caller who
// is not an admin changes nothing.
import { FORBIDDEN } from "@/lib/auth/guards";
import { shippingMessages } from "@/domains/ordering/shipping-texts";
import { createUser, demo, demoUser } from "../../helpers/accounts";
import { fillCart, payCheckout, placedCheckout } from "../../helpers/checkout";
import { mailsTo } from "../../helpers/outbox";
import {
  createPart,
  myOrders,
  orderRow,
  paidOrder,
  shipOrder,
  snapshot,
  type Buyer,
  type PartRow,
} from "../../helpers/orders";
import { timelineAs } from "../order-events/support";

let customer: Buyer, admin: Buyer;
let part: PartRow;
beforeAll(async () => {
  customer = await createUser();
  admin = await demoUser(demo.admin);
  part = await createPart({ priceCents: 1250, orderQty: 4, availableQty: 400 });
});

const shippedMail = async (buyer: Buyer) =>
  (await mailsTo(buyer.email)).find((mail) => mail.subject.endsWith("order has shipped"))!;

test("shipping with a known carrier stores, answers and mails the tracking link", async () => {
  const buyer = await createUser();
  const { order } = await paidOrder(buyer, part);
  const shipped = await shipOrder(admin, order._id, {
    carrier: " fedex ",
    trackingNumber: "1234 5678 9012",
  });
  expect(shipped).toMatchObject({ status: 200, body: { modifiedCount: 1 } });
  // The carrier under its own spelling; the number without the spaces people type.
  expect(await orderRow(order._id)).toMatchObject({
    shipped: true,
    carrier: "FedEx",
    trackingNumber: "123456789012",
  });
  const [mine] = await myOrders(buyer);
  expect(mine).toMatchObject({ shipped: true, carrier: "FedEx", trackingNumber: "123456789012" });

  const mail = await shippedMail(buyer);
  expect(mail.body).toContain("Tracking: FedEx 123456789012");
  expect(mail.body).toContain("https://www.fedex.com/fedextrack/?trknbr=123456789012");

  const timeline = (await timelineAs(buyer, order._id)).body as {
    events: { type: string; detail: string | null }[];
  };
  expect(timeline.events.find((event) => event.type === "shipped")?.detail).toBe(
    "FedEx tracking 123456789012",
  );
});

test("an unknown carrier is kept as typed; its mail shows the number without a link", async () => {
  const buyer = await createUser();
  const { order } = await paidOrder(buyer, part);
  const body = { shipped: true, carrier: "Motor City Couriers", trackingNumber: "mcc-88-4410" };
  expect((await shipOrder(admin, order._id, body)).status).toBe(200);
  const [mine] = await myOrders(buyer);
  expect(mine).toMatchObject({ carrier: "Motor City Couriers", trackingNumber: "MCC884410" });
  const mail = await shippedMail(buyer);
  expect(mail.body).toContain("Tracking: Motor City Couriers MCC884410");
  expect(mail.body).not.toContain("Follow it here");
});

test.each([
  ["the contract's {shipped: true}", { shipped: true }],
  ["no body at all", ""],
  ["blank fields", { carrier: "", trackingNumber: "  " }],
])("%s still ships, with null tracking fields", async (_, body) => {
  const { order } = await paidOrder(customer, part);
  expect(await shipOrder(admin, order._id, body)).toMatchObject({
    status: 200,
    body: { modifiedCount: 1 },
  });
  const shown = (await myOrders(customer)).find((each) => each._id === order._id);
  expect(shown).toMatchObject({ shipped: true, carrier: null, trackingNumber: null });
});

test("a tracking number without a carrier is kept and shown as it is", async () => {
  const { order } = await paidOrder(customer, part);
  expect((await shipOrder(admin, order._id, { trackingNumber: "ZX-9911-0042" })).status).toBe(200);
  expect(await orderRow(order._id)).toMatchObject({ carrier: null, trackingNumber: "ZX99110042" });
});

test.each([
  [{ carrier: "UPS" }, shippingMessages.carrierNeedsTracking],
  [{ carrier: "UPS", trackingNumber: "1Z<script>" }, shippingMessages.trackingCharacters],
  [{ carrier: "UPS", trackingNumber: "1Z 99" }, shippingMessages.trackingLength],
  [{ trackingNumber: "9".repeat(41) }, shippingMessages.trackingLength],
  [{ trackingNumber: 1234567890 }, shippingMessages.trackingNotText],
  [
    { carrier: "x".repeat(41), trackingNumber: "1Z999AA10123456784" },
    shippingMessages.carrierTooLong,
  ],
  [
    { carrier: "UPS\u0000", trackingNumber: "1Z999AA10123456784" },
    shippingMessages.carrierControlCharacter,
  ],
  [{ shipped: false }, shippingMessages.shippedMustBeTrue],
  [[], shippingMessages.bodyShape],
])("%p is refused with 400 and nothing is written", async (body, message) => {
  const { order } = await paidOrder(customer, part);
  const before = await snapshot();
  expect(await shipOrder(admin, order._id, body)).toMatchObject({
    status: 400,
    body: { error: message },
  });
  expect(await snapshot()).toEqual(before);
});

test("a customer cannot ship, with or without tracking: 403 and nothing is written", async () => {
  const { order } = await paidOrder(customer, part);
  const before = await snapshot();
  const body = { carrier: "UPS", trackingNumber: "1Z999AA10123456784" };
  expect(await shipOrder(customer, order._id, body)).toMatchObject({
    status: 403,
    body: { error: FORBIDDEN },
  });
  expect(await snapshot()).toEqual(before);
});

test("a checkout's lines ship one by one, each with its own tracking", async () => {
  const buyer = await createUser();
  const other = await createPart({ priceCents: 990, orderQty: 2, availableQty: 100 });
  await fillCart(buyer, [
    { partId: part.id, quantity: 4 },
    { partId: other.id, quantity: 2 },
  ]);
  const { checkoutId, orders } = await placedCheckout(buyer);
  await payCheckout(buyer, checkoutId);
  const [first, second] = orders;
  expect(
    (await shipOrder(admin, first!._id, { carrier: "UPS", trackingNumber: "1Z999AA10123456784" }))
      .status,
  ).toBe(200);
  expect(
    (await shipOrder(admin, second!._id, { carrier: "DHL", trackingNumber: "1234567890" })).status,
  ).toBe(200);
  const lines = (await myOrders(buyer)).filter((order) => order.checkoutId === checkoutId);
  expect(
    lines.map(({ _id, carrier, trackingNumber }) => ({ _id, carrier, trackingNumber })),
  ).toEqual(
    expect.arrayContaining([
      { _id: first!._id, carrier: "UPS", trackingNumber: "1Z999AA10123456784" },
      { _id: second!._id, carrier: "DHL", trackingNumber: "1234567890" },
    ]),
  );
});
