/** @jest-environment node */
import { GET as getOverview } from "@/app/api/admin/overview/route";
import type { AdminOverviewJson } from "@/domains/admin/overview-json";
import { OVERVIEW_TTL_MS } from "@/domains/admin/server";
import { demo, demoUser } from "../../helpers/accounts";
import { callRoute } from "../../helpers/call-route";
import {
  MINUTE_MS,
  insertOverviewInvoices,
  insertOverviewOrders,
  stockParts,
  utcDay,
  type OverviewOrder,
} from "./overview-data";
import { headersOf } from "../../helpers/tokens";

let asAdmin: Record<string, string>;
let asCustomer: Record<string, string>;
let catalog: Awaited<ReturnType<typeof stockParts>>;
let buyer: { name: string; email: string };
let ids: string[];
let holdsFrom: number;

const overview = async (headers?: Record<string, string>) =>
  callRoute(getOverview, "/api/admin/overview", { headers });

beforeAll(async () => {
  asAdmin = await headersOf(await demoUser(demo.admin));
  asCustomer = await headersOf(await demoUser(demo.customer));
  // A: 5 of 20, D: 30 of its own 50, B: 19 of 20 are low; C (20 of 20) is not, nor is E, retired.
  catalog = await stockParts([
    { availableQty: 5, minOrderQty: 10 },
    { availableQty: 19, minOrderQty: 10 },
    { availableQty: 20, minOrderQty: 10 },
    { availableQty: 30, minOrderQty: 10, lowStockQty: 50 },
    { availableQty: 1, minOrderQty: 10, retiredAt: new Date() },
  ]);
  const [a, b, c] = catalog.map((part) => part.id);
  const today = utcDay();
  holdsFrom = Date.now();
  const specs: OverviewOrder[] = [
    // Paid today, written without a payment time: dated by when it was placed.
    {
      product: "Old A",
      priceCents: 1000,
      qty: 3,
      state: "paid",
      createdAt: today + 1000,
      partId: a,
    },
    // Placed 40 days ago, paid today.
    {
      product: "Old B",
      priceCents: 500,
      qty: 4,
      state: "shipped",
      createdAt: utcDay(40),
      partId: b,
      intent: "pi_overview_today",
      paidAt: today + 2000,
    },
    {
      product: "Old A",
      priceCents: 250,
      qty: 8,
      state: "paid",
      createdAt: utcDay(3) + 3_600_000,
      partId: a,
    },
    // The first of the 30 days, and the day before it (left out).
    {
      product: "Old B",
      priceCents: 100,
      qty: 10,
      state: "paid",
      createdAt: utcDay(29) + 1000,
      partId: b,
    },
    {
      product: "Old A",
      priceCents: 7777,
      qty: 1,
      state: "paid",
      createdAt: utcDay(30) + 3_600_000,
      partId: a,
    },
    // One intent paying two lines (a checkout) two days ago, placed long before.
    {
      product: "Old C",
      priceCents: 400,
      qty: 5,
      state: "shipped",
      createdAt: utcDay(35),
      partId: c,
      intent: "pi_overview_checkout",
      paidAt: utcDay(2) + 5000,
    },
    {
      product: "Old C",
      priceCents: 100,
      qty: 5,
      state: "paid",
      createdAt: utcDay(35),
      partId: c,
      intent: "pi_overview_checkout",
      paidAt: utcDay(2) + 5000,
    },
    // A part deleted since: grouped by the name its order kept.
    { product: "Gone Gasket", priceCents: 50, qty: 10, state: "paid", createdAt: today + 1000 },
    // Unpaid: ending in 10 and 50 minutes (listed), in 2 hours, and overdue but not yet swept.
    {
      product: "Held 10",
      priceCents: 300,
      qty: 5,
      state: "unpaid",
      createdAt: today,
      holdUntil: holdsFrom + 10 * MINUTE_MS,
    },
    {
      product: "Held 50",
      priceCents: 200,
      qty: 2,
      state: "unpaid",
      createdAt: today,
      holdUntil: holdsFrom + 50 * MINUTE_MS,
    },
    {
      product: "Held 120",
      priceCents: 200,
      qty: 2,
      state: "unpaid",
      createdAt: today,
      holdUntil: holdsFrom + 120 * MINUTE_MS,
    },
    {
      product: "Overdue",
      priceCents: 200,
      qty: 2,
      state: "unpaid",
      createdAt: today,
      holdUntil: holdsFrom - MINUTE_MS,
    },
    { product: "Expired", priceCents: 900, qty: 9, state: "expired", createdAt: utcDay(1) },
  ];
  ({ buyer, ids } = await insertOverviewOrders(specs));
  await insertOverviewInvoices();
});

describe("GET /api/admin/overview", () => {
  let body: AdminOverviewJson;

  beforeAll(async () => {
    const answer = await overview(asAdmin);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Cache-Control")).toBe("private, no-store");
    body = answer.body as AdminOverviewJson;
  });

  it("answers today's revenue and the last 30 days', dated by payment", () => {
    expect(body.revenue).toEqual({ today: 55, last30Days: 110 });
  });

  it("answers every one of the 30 days, oldest first, 0 where nothing was paid", () => {
    const days = Array.from({ length: 30 }, (_, index) =>
      new Date(utcDay(29 - index)).toISOString().slice(0, 10),
    );
    const revenue = new Array<number>(30).fill(0);
    revenue[0] = 10;
    revenue[26] = 20;
    revenue[27] = 25;
    revenue[29] = 55;
    expect(body.revenueByDay).toEqual(days.map((day, index) => ({ day, revenue: revenue[index] })));
  });

  it("counts the orders in each state", () => {
    expect(body.ordersByStatus).toEqual([
      { status: "pending", orders: 4 },
      { status: "paid", orders: 6 },
      { status: "shipped", orders: 2 },
      { status: "expired", orders: 1 },
    ]);
  });

  it("lists the unpaid orders whose hold ends within the hour, soonest first", () => {
    const customer = { name: buyer.name, email: buyer.email };
    expect(body.expiringSoon).toEqual([
      {
        _id: ids[8],
        customer,
        productName: "Held 10",
        total: 15,
        holdUntil: new Date(holdsFrom + 10 * MINUTE_MS).toISOString(),
        minutesLeft: 10,
      },
      {
        _id: ids[9],
        customer,
        productName: "Held 50",
        total: 4,
        holdUntil: new Date(holdsFrom + 50 * MINUTE_MS).toISOString(),
        minutesLeft: 50,
      },
    ]);
  });

  it("lists the low-stock parts, lowest against their threshold first", () => {
    const [a, b, , d] = catalog;
    const row = (part: typeof a, availableQty: number, threshold: number) => ({
      _id: part!.id,
      productName: part!.productName,
      partNumber: part!.partNumber,
      availableQty,
      threshold,
    });
    expect(body.lowStock).toEqual({
      count: 3,
      parts: [row(a, 5, 20), row(d, 30, 50), row(b, 19, 20)],
    });
  });

  it("ranks the parts by revenue over the last 30 days, under the catalog's names", () => {
    const [a, b, c] = catalog;
    expect(body.topParts).toEqual([
      { _id: a!.id, productName: a!.productName, revenue: 50, orders: 2, quantity: 11 },
      { _id: b!.id, productName: b!.productName, revenue: 30, orders: 2, quantity: 14 },
      { _id: c!.id, productName: c!.productName, revenue: 25, orders: 2, quantity: 10 },
      { _id: null, productName: "Gone Gasket", revenue: 5, orders: 1, quantity: 10 },
    ]);
  });

  it("sums what unpaid invoices owe, and what those past their due date owe", () => {
    expect(body.receivables).toEqual({ owed: 12.5, overdue: 5 });
  });

  it("keeps the figures for a minute, then computes them again", async () => {
    await insertOverviewOrders([
      { product: "Late", priceCents: 100, qty: 1, state: "paid", createdAt: utcDay() + 1000 },
    ]);
    expect(((await overview(asAdmin)).body as AdminOverviewJson).revenue.today).toBe(55);
    const later = Date.now() + OVERVIEW_TTL_MS + 1000;
    const clock = jest.spyOn(Date, "now").mockReturnValue(later);
    try {
      expect(((await overview(asAdmin)).body as AdminOverviewJson).revenue).toEqual({
        today: 56,
        last30Days: 111,
      });
    } finally {
      clock.mockRestore();
    }
  });

  it("refuses a customer (403) and a guest (401)", async () => {
    expect((await overview(asCustomer)).status).toBe(403);
    expect((await overview()).status).toBe(401);
  });
});
