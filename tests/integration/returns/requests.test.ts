/** @jest-environment node */
// Opening a return: who may, which orders, within which window, how many pieces; the lists.
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { orders, returnEvents, returns } from "@/models";
import { createPart, placedOrder } from "../../helpers/orders";
import { createVehicle } from "../../helpers/vehicles";
import {
  deliveredOrder,
  listReturns,
  opened,
  people,
  requestReturn,
  returnOf,
  returnsOfOrder,
  shippedDaysAgo,
} from "./returns-support";

let who: Awaited<ReturnType<typeof people>>;
beforeAll(async () => {
  who = await people();
});

describe("POST /api/returns", () => {
  it("opens a return of a delivered order with an RMA number and a timeline", async () => {
    const { order } = await deliveredOrder(who.customer, who.admin);
    const answer = await requestReturn(who.customer.headers, {
      orderId: order._id,
      quantity: 2,
      reason: "not-needed",
      note: "Ordered too many",
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      number: expect.stringMatching(/^RMA-\d{6}$/),
      status: "requested",
      orderId: order._id,
      quantity: 2,
      reason: "not-needed",
      note: "Ordered too many",
      vehicleId: null,
      refund: null,
    });
    const id = (answer.body as { _id: string })._id;
    const detail = await returnOf(who.customer.headers, id);
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({ timeline: [{ status: "requested" }] });
  });

  it("answers 404 for another customer's order and for none, and writes nothing", async () => {
    const { order } = await deliveredOrder(who.customer, who.admin);
    const body = { orderId: order._id, quantity: 1, reason: "damaged" };
    expect((await requestReturn(who.other.headers, body)).status).toBe(404);
    expect((await requestReturn(who.customer.headers, { ...body, orderId: "nope" })).status).toBe(
      404,
    );
    expect(await returnsOfOrder(order._id)).toEqual([]);
  });

  it("refuses an order not delivered yet, and bad bodies with 400", async () => {
    const part = await createPart({ priceCents: 500, orderQty: 1 });
    const order = await placedOrder(who.customer, part, 1);
    const refused = await requestReturn(who.customer.headers, {
      orderId: order._id,
      quantity: 1,
      reason: "damaged",
    });
    expect(refused.status).toBe(422);
    for (const body of [
      {},
      { orderId: order._id, quantity: 0, reason: "damaged" },
      { orderId: order._id, quantity: 1, reason: "broken" },
      { orderId: order._id, quantity: "1.5", reason: "damaged" },
      { orderId: "../x", quantity: 1, reason: "damaged" },
      { orderId: order._id, quantity: 1, reason: "damaged", note: "\u0000" },
    ])
      expect((await requestReturn(who.customer.headers, body)).status).toBe(400);
    expect(await returnsOfOrder(order._id)).toEqual([]);
  });

  it("keeps to RETURN_DAYS of delivery, and CORE_RETURN_DAYS for cores", async () => {
    const { order } = await deliveredOrder(who.customer, who.admin, { coreCents: 4500 });
    await shippedDaysAgo(order._id, 45);
    const late = await requestReturn(who.customer.headers, {
      orderId: order._id,
      quantity: 1,
      reason: "defective",
    });
    expect(late.status).toBe(422);
    expect(late.body).toMatchObject({ error: "Returns are accepted within 30 days of delivery." });
    await opened(who.customer.headers, { orderId: order._id, quantity: 1, reason: "core" });
    await shippedDaysAgo(order._id, 91);
    const lateCore = await requestReturn(who.customer.headers, {
      orderId: order._id,
      quantity: 1,
      reason: "core",
    });
    expect(lateCore.status).toBe(422);
  });

  it("counts the promised delivery day when it is later than shipping", async () => {
    const { order } = await deliveredOrder(who.customer, who.admin);
    await shippedDaysAgo(order._id, 40);
    const promised = new Date(Date.now() - 20 * 86_400_000).toISOString().slice(0, 10);
    await (
      await getDb()
    )
      .update(orders)
      .set({ deliveryBy: promised })
      .where(eq(orders.id, order._id));
    await opened(who.customer.headers, { orderId: order._id, quantity: 1, reason: "defective" });
  });

  it("never returns more than was bought minus what is already returned", async () => {
    const { order } = await deliveredOrder(who.customer, who.admin, { quantity: 3 });
    await opened(who.customer.headers, { orderId: order._id, quantity: 2, reason: "damaged" });
    const tooMany = await requestReturn(who.customer.headers, {
      orderId: order._id,
      quantity: 2,
      reason: "not-needed",
    });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body).toMatchObject({
      error: "At most 1 more piece of this order can be returned.",
    });
    await opened(who.customer.headers, { orderId: order._id, quantity: 1, reason: "not-needed" });
  });

  it("takes cores only with a deposit, up to the pieces whose core is not back", async () => {
    const { order: plain } = await deliveredOrder(who.customer, who.admin, { quantity: 2 });
    const noDeposit = await requestReturn(who.customer.headers, {
      orderId: plain._id,
      quantity: 1,
      reason: "core",
    });
    expect(noDeposit.status).toBe(422);
    const { order } = await deliveredOrder(who.customer, who.admin, {
      quantity: 3,
      coreCents: 4500,
    });
    await (await getDb()).update(orders).set({ coresReturned: 1 }).where(eq(orders.id, order._id));
    await opened(who.customer.headers, { orderId: order._id, quantity: 1, reason: "core" });
    // Cores are their own class: the pieces themselves may still be returned.
    await opened(who.customer.headers, { orderId: order._id, quantity: 3, reason: "damaged" });
    const beyond = await requestReturn(who.customer.headers, {
      orderId: order._id,
      quantity: 2,
      reason: "core",
    });
    expect(beyond.status).toBe(409);
  });

  it("gives two concurrent returns for the last pieces one 201 and one 409", async () => {
    const { order } = await deliveredOrder(who.customer, who.admin, { quantity: 2 });
    const body = { orderId: order._id, quantity: 2, reason: "defective" };
    const answers = await Promise.all([
      requestReturn(who.customer.headers, body),
      requestReturn(who.customer.headers, body),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(await returnsOfOrder(order._id)).toHaveLength(1);
  });

  it("keeps the vehicle of a wrong-part return: the buyer's choice, else the order's", async () => {
    const { order } = await deliveredOrder(who.customer, who.admin);
    const bought = await createVehicle({ year: 2014, make: "Rmacar", model: "Bought" });
    const chosen = await createVehicle({ year: 2016, make: "Rmacar", model: "Chosen" });
    await (await getDb()).update(orders).set({ vehicleId: bought }).where(eq(orders.id, order._id));
    const fromOrder = await opened(who.customer.headers, {
      orderId: order._id,
      quantity: 1,
      reason: "wrong-part",
    });
    expect(fromOrder.vehicleId).toBe(bought);
    const fromBuyer = await opened(who.customer.headers, {
      orderId: order._id,
      quantity: 1,
      reason: "wrong-part",
      vehicleId: chosen,
    });
    expect(fromBuyer.vehicleId).toBe(chosen);
    const unknown = await requestReturn(who.customer.headers, {
      orderId: order._id,
      quantity: 1,
      reason: "wrong-part",
      vehicleId: "no-such-vehicle",
    });
    expect(unknown.status).toBe(422);
  });
});

describe("GET /api/returns", () => {
  it("lists a customer's own returns, and the admin's table with filters, paging and CSV", async () => {
    const { order } = await deliveredOrder(who.customer, who.admin);
    const mine = await opened(who.customer.headers, {
      orderId: order._id,
      quantity: 1,
      reason: "missing-pieces",
    });
    const own = await listReturns(who.customer.headers);
    expect(own.status).toBe(200);
    expect((own.body as { _id: string }[]).map((row) => row._id)).toContain(mine._id);
    const others = await listReturns(who.other.headers);
    expect(others.body).toEqual([]);
    expect((await returnOf(who.other.headers, mine._id)).status).toBe(404);

    const table = await listReturns(who.admin.headers, `reason=missing-pieces&q=${mine.number}`);
    expect(table.status).toBe(200);
    expect(table.headers.get("X-Total-Count")).toBe("1");
    expect(table.body).toEqual([expect.objectContaining({ _id: mine._id })]);
    const csv = await listReturns(who.admin.headers, `format=csv&q=${mine.number}`);
    expect(csv.headers.get("content-type")).toContain("text/csv");
    expect(csv.body).toContain(mine.number);
    expect((await listReturns(who.admin.headers, "status=lost")).status).toBe(400);
  });

  it("writes the return's first step with its requester", async () => {
    const { order } = await deliveredOrder(who.customer, who.admin);
    const row = await opened(who.customer.headers, {
      orderId: order._id,
      quantity: 1,
      reason: "damaged",
    });
    const events = await (
      await getDb()
    )
      .select()
      .from(returnEvents)
      .where(eq(returnEvents.returnId, row._id));
    expect(events).toEqual([expect.objectContaining({ status: "requested" })]);
    const [stored] = await (await getDb()).select().from(returns).where(eq(returns.id, row._id));
    expect(stored!.uid).toBe(who.customer.uid);
  });
});
