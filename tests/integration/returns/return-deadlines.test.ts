/** @jest-environment node */
// My Orders carries each shipped order's return deadlines (returnBy, coreReturnBy), computed as
// the returns' window check counts: from the later of shipping and the promised delivery day.
// A return asked for before the deadline it shows is taken; one after it is refused.
import { and, eq, sql } from "drizzle-orm";
import type { MyOrderJson } from "@/domains/ordering";
import { returnMessages } from "@/domains/returns/return-texts";
import { config } from "@/lib/config";
import { getDb } from "@/lib/db";
import { orderEvents, orders } from "@/models";
import { createPart, myOrders, placedOrder } from "../../helpers/orders";
import { deliveredOrder, people, requestReturn } from "./returns-support";

const DAY_MS = 86_400_000;
let who: Awaited<ReturnType<typeof people>>;
beforeAll(async () => {
  who = await people();
});

const dayAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString().slice(0, 10);

/** A core-deposit order shipped `shippedAgo` days ago, promised for `promised` (YYYY-MM-DD). */
async function shippedOrder(shippedAgo: number, promised: string | null) {
  const { order } = await deliveredOrder(who.customer, who.admin, { coreCents: 2_000 });
  const db = await getDb();
  const [shipped] = await db
    .update(orderEvents)
    .set({ createdAt: sql`now() - make_interval(days => ${shippedAgo}::integer)` })
    .where(and(eq(orderEvents.orderId, order._id), eq(orderEvents.type, "shipped")))
    .returning({ at: orderEvents.createdAt });
  await db.update(orders).set({ deliveryBy: promised }).where(eq(orders.id, order._id));
  const listed = (await myOrders(who.customer)) as MyOrderJson[];
  return { json: listed.find((entry) => entry._id === order._id)!, shippedAt: shipped!.at };
}

const plusDays = (from: Date, days: number) => new Date(from.getTime() + days * DAY_MS);
const endOfDay = (day: string) => new Date(`${day}T23:59:59.999Z`);
const askReturn = (orderId: string) =>
  requestReturn(who.customer.headers, { orderId, quantity: 1, reason: "defective" });

describe("return deadlines in My Orders", () => {
  it("count from shipping when it came after the promised day, and a return before returnBy is taken", async () => {
    const { returnDays, coreReturnDays } = config();
    const { json, shippedAt } = await shippedOrder(returnDays - 5, dayAgo(returnDays + 20));
    expect(json.returnBy).toBe(plusDays(shippedAt, returnDays).toISOString());
    expect(json.coreReturnBy).toBe(plusDays(shippedAt, coreReturnDays).toISOString());
    expect(new Date(json.returnBy!).getTime()).toBeGreaterThan(Date.now());
    expect((await askReturn(json._id)).status).toBe(201);
  });

  it("count from the end of the promised day when it is later, and a return after returnBy is refused", async () => {
    const { returnDays, coreReturnDays } = config();
    const promised = dayAgo(returnDays + 2);
    const { json } = await shippedOrder(returnDays + 10, promised);
    expect(json.returnBy).toBe(plusDays(endOfDay(promised), returnDays).toISOString());
    expect(json.coreReturnBy).toBe(plusDays(endOfDay(promised), coreReturnDays).toISOString());
    expect(new Date(json.returnBy!).getTime()).toBeLessThan(Date.now());
    const refused = await askReturn(json._id);
    expect(refused).toMatchObject({
      status: 422,
      body: { error: returnMessages.windowClosed(returnDays) },
    });
  });

  it("are null before the order ships, and coreReturnBy without a deposit", async () => {
    const { order } = await deliveredOrder(who.customer, who.admin);
    const unshipped = await placedOrder(
      who.customer,
      await createPart({ priceCents: 1_000, orderQty: 1, availableQty: 5 }),
      1,
    );
    const listed = (await myOrders(who.customer)) as MyOrderJson[];
    const noDeposit = listed.find((entry) => entry._id === order._id)!;
    expect(noDeposit.returnBy).not.toBeNull();
    expect(noDeposit.coreReturnBy).toBeNull();
    expect(listed.find((entry) => entry._id === unshipped._id)).toMatchObject({
      shipped: false,
      returnBy: null,
      coreReturnBy: null,
    });
  });
});
