/** @jest-environment node */
// City, state and ZIP on both databases (issue 32): a checkout requires them and its orders keep
// them; the contract's single order still goes without them (no state stored), and checks them
// when given.
import { destinationMessages } from "@/lib/geo/destination-texts";
import { createUser } from "../../helpers/accounts";
import { checkOut, checkoutRows, fillCart, SHIPPING } from "../../helpers/checkout";
import {
  createPart,
  orderBody,
  orderRow,
  ordersOfPart,
  placeOrder,
  snapshot,
  type Buyer,
} from "../../helpers/orders";
import type { OrderJson } from "@/domains/ordering/order-json";

let customer: Buyer;
beforeAll(async () => {
  customer = await createUser();
});

type Refusal = { error: string; issues: { path: (string | number)[]; message: string }[] };

describe("a checkout's destination", () => {
  it("is required: each of city, state and ZIP left out is named, and nothing is written", async () => {
    const part = await createPart({ orderQty: 10, availableQty: 100 });
    await fillCart(customer, [{ partId: part.id, quantity: 10 }]);
    const before = await snapshot();
    const answer = await checkOut(customer, {
      address: { address: SHIPPING.address, phone: SHIPPING.phone },
    });
    expect(answer.status).toBe(400);
    const { issues } = answer.body as Refusal;
    expect(issues.map(({ path, message }) => [path.join("."), message])).toEqual([
      ["address.city", destinationMessages.cityRequired],
      ["address.state", destinationMessages.stateRequired],
      ["address.zip", destinationMessages.zipRequired],
    ]);
    const blank = await checkOut(customer, {
      address: { ...SHIPPING, city: " ", state: "", zip: "" },
    });
    expect((blank.body as Refusal).issues.map((issue) => issue.message)).toEqual([
      destinationMessages.cityRequired,
      destinationMessages.stateRequired,
      destinationMessages.zipRequired,
    ]);
    expect(await snapshot()).toEqual(before);
  });

  it.each([
    ["a state that is not one", { state: "XX" }, "state must be a US state's two-letter code"],
    ["Puerto Rico", { state: "PR" }, "state must be a US state's two-letter code"],
    ["a state as a number", { state: 48 }, destinationMessages.stateRequired],
    ["a four-digit ZIP", { zip: "4820" }, "zip must be 5 or 9 digits"],
    ["a ZIP with letters", { zip: "4820l" }, "zip must be 5 or 9 digits"],
    ["a city too long", { city: "C".repeat(81) }, "City is too long"],
  ])("refuses %s with a 400", async (_, change, message) => {
    const part = await createPart({ orderQty: 10, availableQty: 100 });
    await fillCart(customer, [{ partId: part.id, quantity: 10 }]);
    const answer = await checkOut(customer, { address: { ...SHIPPING, ...change } });
    expect(answer.status).toBe(400);
    expect((answer.body as Refusal).error).toContain(message);
    expect(await ordersOfPart(part.id)).toEqual([]);
  });

  it("is kept on every order of the checkout and answered in their JSON", async () => {
    const part = await createPart({ orderQty: 10, availableQty: 100 });
    await fillCart(customer, [{ partId: part.id, quantity: 10 }]);
    const answer = await checkOut(customer, {
      address: { ...SHIPPING, city: " Austin ", state: "tx", zip: "73301-0001" },
    });
    expect(answer.status).toBe(201);
    const { checkoutId, orders } = answer.body as { checkoutId: string; orders: OrderJson[] };
    expect(orders[0]!.address).toEqual({
      address: SHIPPING.address,
      phone: SHIPPING.phone,
      city: "Austin",
      state: "TX",
      zip: "73301-0001",
    });
    const { rows } = await checkoutRows(checkoutId);
    expect(rows.map((row) => [row.shipCity, row.shipState, row.shipZip])).toEqual([
      ["Austin", "TX", "73301-0001"],
    ]);
  });
});

describe("the contract's single order", () => {
  it("is placed without city, state and ZIP, and stores no state", async () => {
    const part = await createPart({ orderQty: 10, availableQty: 100 });
    const answer = await placeOrder(customer, orderBody(customer, part, 10));
    expect(answer.status).toBe(201);
    const { order } = answer.body as { order: OrderJson };
    expect(order.address).toMatchObject({ city: null, state: null, zip: null });
    expect(await orderRow(order._id)).toMatchObject({
      shipCity: null,
      shipState: null,
      shipZip: null,
    });
  });

  it("keeps them when given, and blank ones as left out", async () => {
    const part = await createPart({ orderQty: 10, availableQty: 100 });
    const body = orderBody(customer, part, 10);
    const given = await placeOrder(customer, {
      ...body,
      address: { ...body.address, city: "Toledo", state: "oh", zip: "43604" },
    });
    expect(given.status).toBe(201);
    expect((given.body as { order: OrderJson }).order.address).toMatchObject({
      city: "Toledo",
      state: "OH",
      zip: "43604",
    });
    const blank = await placeOrder(customer, {
      ...body,
      address: { ...body.address, city: "", state: "", zip: null },
    });
    expect(blank.status).toBe(201);
    expect((blank.body as { order: OrderJson }).order.address).toMatchObject({
      city: null,
      state: null,
      zip: null,
    });
  });

  it.each([
    ["a bad state", { state: "Ohio" }, "state must be a US state's two-letter code"],
    ["a bad ZIP", { zip: "436" }, "zip must be 5 or 9 digits"],
    ["a city that is not text", { city: 12 }, "city must be text"],
  ])("refuses %s when given, and writes nothing", async (_, change, message) => {
    const part = await createPart({ orderQty: 10, availableQty: 100 });
    const body = orderBody(customer, part, 10);
    const before = await snapshot();
    const answer = await placeOrder(customer, {
      ...body,
      address: { ...body.address, ...change },
    });
    expect(answer.status).toBe(400);
    expect((answer.body as Refusal).error).toContain(message);
    expect(await snapshot()).toEqual(before);
  });
});
