/** @jest-environment node */
// The contract's single order (POST /api/orders) on both databases: ground shipping for its one
// line and tax at its state; an address without a state ships to the shop's default state (the
// admin's), and the order says so. Its payment intent charges the total.
import { orderMessages } from "@/domains/ordering/order-texts";
import { createUser } from "../../helpers/accounts";
import {
  createIntent,
  createPart,
  orderBody,
  placeOrder,
  type Buyer,
  type PartRow,
} from "../../helpers/orders";
import type { OrderJson } from "@/domains/ordering/order-json";
import { cents, publicShipping, taxAt } from "../checkout/totals-support";

let buyer: Buyer;
beforeAll(async () => {
  buyer = await createUser();
});

/** Five pieces of a part at $19.99 (a line of $99.95). */
const aPart = () => createPart({ priceCents: 1_999, orderQty: 5 });

async function placed(part: PartRow, address: object): Promise<OrderJson> {
  const body = { ...orderBody(buyer, part), address };
  const answer = await placeOrder(buyer, body);
  if (answer.status !== 201) throw new Error(`order: ${JSON.stringify(answer.body)}`);
  return (answer.body as { order: OrderJson }).order;
}

describe("a single order's shipping and tax", () => {
  it("without a state: the shop's default state (Illinois), and the order says so", async () => {
    const part = await aPart();
    const { ground } = await publicShipping("IL", [{ partId: part.id, quantity: 5 }]);
    const order = await placed(part, { address: "1 Main St", phone: "+1 555 0100" });
    expect(order).toMatchObject({
      subtotal: 99.95,
      shipping: ground / 100,
      tax: taxAt(6250, 9_995) / 100,
      total: (9_995 + ground + taxAt(6250, 9_995)) / 100,
      shippingService: "ground",
      taxState: "IL",
      taxRate: 6.25,
      destinationDefaulted: true,
    });
    expect(order.deliveryBy).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(orderMessages.destinationDefaulted("IL")).toMatch(/default state, IL/);
  });

  it("with a state: that state's shipping and tax (Texas taxes the shipping too)", async () => {
    const part = await aPart();
    const { ground } = await publicShipping("TX", [{ partId: part.id, quantity: 5 }]);
    const order = await placed(part, {
      address: "1 Congress Ave",
      phone: "+1 555 0100",
      city: "Austin",
      state: "TX",
      zip: "78701",
    });
    const tax = taxAt(6250, 9_995 + ground);
    expect(order).toMatchObject({
      shipping: ground / 100,
      tax: tax / 100,
      total: (9_995 + ground + tax) / 100,
      taxState: "TX",
      destinationDefaulted: false,
    });
  });

  it("its payment intent is for the total, not price × quantity", async () => {
    const order = await placed(await aPart(), { address: "1 Main St", phone: "+1 555 0100" });
    expect(order.total).toBeGreaterThan(order.subtotal);
    expect((await createIntent(buyer, { orderId: order._id, price: order.subtotal })).status).toBe(
      400,
    );
    const intent = await createIntent(buyer, { orderId: order._id, price: order.total });
    expect(intent.status).toBe(200);
    expect(cents(order.total)).toBe(
      cents(order.subtotal) + cents(order.shipping) + cents(order.tax),
    );
  });
});
