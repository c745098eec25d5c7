/** @jest-environment node */
// The admin overview's receivables for cores outstanding: the deposits of shipped orders whose
// cores have not come back; an order not yet shipped does not count, and a core return takes its
// pieces off once the cores are back (received, then refunded).
import { eq, sql } from "drizzle-orm";
import { GET as overviewRoute } from "@/app/api/admin/overview/route";
import type { AdminOverviewJson } from "@/domains/admin/overview-json";
import { OVERVIEW_TTL_MS } from "@/domains/admin/server";
import { getDb } from "@/lib/db";
import { orders } from "@/models";
import { callRoute } from "../../helpers/call-route";
import { createPart, paidOrder } from "../../helpers/orders";
import { deliveredOrder, movedThrough, opened, people } from "./returns-support";

let who: Awaited<ReturnType<typeof people>>;
beforeAll(async () => {
  who = await people();
});

let reads = 0;
/** The overview's cores, read each time a minute after the last (it keeps figures a minute). */
async function coresOnOverview() {
  reads += 1;
  const later = Date.now() + reads * (OVERVIEW_TTL_MS + 1000);
  const clock = jest.spyOn(Date, "now").mockReturnValue(later);
  try {
    const answer = await callRoute(overviewRoute, "/api/admin/overview", {
      headers: who.admin.headers,
    });
    expect(answer.status).toBe(200);
    return (answer.body as AdminOverviewJson).coresOutstanding;
  } finally {
    clock.mockRestore();
  }
}

test("coresOutstanding counts shipped deposits whose cores are owed, and drops once they are back and refunded", async () => {
  const before = await coresOnOverview();
  const { order } = await deliveredOrder(who.customer, who.admin, {
    quantity: 3,
    coreCents: 4_500,
  });
  // Paid but not shipped: its cores are not owed yet.
  const unshipped = await paidOrder(
    who.customer,
    await createPart({ priceCents: 10_000, orderQty: 1, availableQty: 10 }),
    2,
  );
  await (
    await getDb()
  )
    .update(orders)
    .set({ coreChargeCents: 4_500 })
    .where(eq(orders.id, unshipped.order._id));
  expect(await coresOnOverview()).toEqual({
    units: before.units + 3,
    deposit: before.deposit + 135,
  });

  const row = await opened(who.customer.headers, {
    orderId: order._id,
    quantity: 2,
    reason: "core",
  });
  // Asked for and approved, the cores are still on their way: still owed.
  await movedThrough(who.admin.headers, row._id, ["approved"]);
  expect(await coresOnOverview()).toEqual({
    units: before.units + 3,
    deposit: before.deposit + 135,
  });
  await movedThrough(who.admin.headers, row._id, ["received", "refunded"]);
  expect(await coresOnOverview()).toEqual({
    units: before.units + 1,
    deposit: before.deposit + 45,
  });
});

test("a core's window runs from the later of shipping and the promised day, as the returns' own check", async () => {
  const before = await coresOnOverview();
  const { order } = await deliveredOrder(who.customer, who.admin, {
    quantity: 2,
    coreCents: 1_000,
  });
  const db = await getDb();
  const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000);
  const shippedLongAgo = async (promisedDaysAgo: number) => {
    await db.execute(
      sql`UPDATE order_events SET created_at = ${daysAgo(120).toISOString()} WHERE order_id = ${order._id} AND type = 'shipped'`,
    );
    await db
      .update(orders)
      .set({ deliveryBy: daysAgo(promisedDaysAgo).toISOString().slice(0, 10) })
      .where(eq(orders.id, order._id));
  };
  // Shipped 120 days ago, promised 80 days ago: still within CORE_RETURN_DAYS (90) of delivery.
  await shippedLongAgo(80);
  expect(await coresOnOverview()).toEqual({
    units: before.units + 2,
    deposit: before.deposit + 20,
  });
  // Promised 100 days ago too: past the window, the deposit is the shop's.
  await shippedLongAgo(100);
  expect(await coresOnOverview()).toEqual(before);
});
