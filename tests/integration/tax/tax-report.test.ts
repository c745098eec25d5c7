/** @jest-environment node */
import { GET as reportGet } from "@/app/api/tax/report/route";
import { resetConfigForTests } from "@/lib/config";
import type { TaxReportJson } from "@/domains/tax";
import { callRoute } from "../../helpers/call-route";
import { createUser } from "../../helpers/accounts";
import { insertOrderRows } from "../../helpers/orders";
import { aCustomer, aShopAdmin, guest, type Headers } from "./tax-support";

// March 2020 in Los Angeles: from 2020-03-01 08:00 UTC (PST) to 2020-04-01 07:00 UTC (PDT from
// March 8), so both edges and the change of clocks are in the period.
const MARCH = "from=2020-03-01&to=2020-03-31";
const at = (iso: string) => new Date(iso);

const report = (headers: Headers, query: string) =>
  callRoute(reportGet, `/api/tax/report?${query}`, { headers });

let admin: Headers;

beforeAll(async () => {
  process.env.SHOP_TIME_ZONE = "America/Los_Angeles";
  resetConfigForTests();
  admin = (await aShopAdmin()).headers;
  const buyer = await createUser();
  const line = { productName: "Brake pad", priceCents: 1000, orderQty: 10 };
  const paid = (paidAt: string, intent: string) => ({
    paid: true,
    paidAt: at(paidAt),
    transactionId: intent,
    createdAt: at("2020-02-20T12:00:00Z"),
  });
  const taxed = (state: string, taxableCents: number, taxCents: number, shippingCents = 0) => ({
    taxState: state,
    taxRate: "6.250",
    taxableCents,
    taxCents,
    shippingCents,
  });
  await insertOrderRows(buyer, [
    // Counted: paid at the first and last moments of March in the shop's zone.
    { ...line, ...paid("2020-03-01T08:00:00Z", "pi_r1"), ...taxed("IL", 10_000, 625, 1_250) },
    { ...line, ...paid("2020-04-01T06:59:59Z", "pi_r2"), ...taxed("IL", 10_500, 657, 500) },
    // Counted: exempt by a certificate (no tax, the value freed).
    {
      ...line,
      ...paid("2020-03-15T12:00:00Z", "pi_r3"),
      ...taxed("CA", 0, 0, 900),
      exemptCents: 10_000,
      taxExemptCertificate: "CA-1",
    },
    // Counted: on account, by when it was placed, whether its invoice is paid or not.
    {
      ...line,
      onAccount: true,
      createdAt: at("2020-03-10T12:00:00Z"),
      ...taxed("CA", 10_000, 725),
    },
    {
      ...line,
      onAccount: true,
      paid: true,
      paidAt: at("2020-05-01T12:00:00Z"),
      createdAt: at("2020-03-11T12:00:00Z"),
      ...taxed("CA", 2_000, 145),
    },
    // Left out: just outside the month in Los Angeles.
    { ...line, ...paid("2020-03-01T07:59:59Z", "pi_r4"), ...taxed("IL", 1_000, 63) },
    { ...line, ...paid("2020-04-01T07:00:00Z", "pi_r5"), ...taxed("IL", 1_000, 63) },
    // Left out: placed in March but paid in April (a card sale is made when paid).
    {
      ...line,
      ...paid("2020-04-02T12:00:00Z", "pi_r6"),
      createdAt: at("2020-03-05T12:00:00Z"),
      ...taxed("NY", 1_000, 40),
    },
    // Left out: unpaid, expired, being refunded, declined on account, before tax existed.
    { ...line, createdAt: at("2020-03-05T12:00:00Z"), ...taxed("NY", 1_000, 40) },
    {
      ...line,
      createdAt: at("2020-03-05T12:00:00Z"),
      expiredAt: at("2020-03-05T13:00:00Z"),
      ...taxed("NY", 1_000, 40),
    },
    {
      ...line,
      ...paid("2020-03-05T12:00:00Z", "pi_r7"),
      refundPending: true,
      ...taxed("NY", 1_000, 40),
    },
    {
      ...line,
      onAccount: true,
      createdAt: at("2020-03-05T12:00:00Z"),
      expiredAt: at("2020-03-06T12:00:00Z"),
      ...taxed("NY", 1_000, 40),
    },
    { ...line, ...paid("2020-03-05T12:00:00Z", "pi_r8") },
  ]);
});

afterAll(() => {
  delete process.env.SHOP_TIME_ZONE;
  resetConfigForTests();
});

describe("GET /api/tax/report", () => {
  test("sums each destination state's sales sold in the period, in the shop's time zone", async () => {
    const answer = await report(admin, MARCH);
    expect(answer.status).toBe(200);
    expect(answer.body as TaxReportJson).toEqual({
      from: "2020-03-01",
      to: "2020-03-31",
      states: [
        {
          state: "CA",
          orders: 3,
          taxableSales: 120,
          exemptSales: 100,
          taxCollected: 8.7,
          shippingCollected: 9,
        },
        {
          state: "IL",
          orders: 2,
          taxableSales: 205,
          exemptSales: 0,
          taxCollected: 12.82,
          shippingCollected: 17.5,
        },
      ],
      totals: {
        orders: 5,
        taxableSales: 325,
        exemptSales: 100,
        taxCollected: 21.52,
        shippingCollected: 26.5,
      },
    });
  });

  test("a period without sales answers no states and zero totals", async () => {
    const answer = await report(admin, "from=2019-01-01&to=2019-01-31");
    expect(answer.body).toEqual({
      from: "2019-01-01",
      to: "2019-01-31",
      states: [],
      totals: { orders: 0, taxableSales: 0, exemptSales: 0, taxCollected: 0, shippingCollected: 0 },
    });
  });

  test("one day counts that day only", async () => {
    const answer = await report(admin, "from=2020-03-31&to=2020-03-31");
    expect((answer.body as TaxReportJson).states).toEqual([
      expect.objectContaining({ state: "IL", orders: 1, taxCollected: 6.57 }),
    ]);
  });

  test("format=csv downloads the same figures, a row per state and the totals", async () => {
    const answer = await report(admin, `${MARCH}&format=csv`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(answer.headers.get("content-disposition")).toBe(
      'attachment; filename="tax-report-2020-03-01-2020-03-31.csv"',
    );
    expect(answer.body).toBe(
      [
        "State,Orders,Taxable sales,Exempt sales,Tax collected,Shipping collected",
        "CA,3,120.00,100.00,8.70,9.00",
        "IL,2,205.00,0.00,12.82,17.50",
        "Total,5,325.00,100.00,21.52,26.50",
        "",
      ].join("\n"),
    );
  });

  test.each([
    ["to=2020-03-31", "from is required, as YYYY-MM-DD"],
    ["from=2020-03-01", "to is required, as YYYY-MM-DD"],
    ["from=2020-3-1&to=2020-03-31", "from must be a date as YYYY-MM-DD"],
    ["from=2020-03-01&to=2020-02-30", "to must be a real date"],
    ["from=2020-03-31&to=2020-03-01", "to must be the same day as from or later"],
    ["from=2020-01-01&to=2021-01-01", "to must be at most 366 days after from, counting both days"],
    ["from=2020-03-01&to=2020-03-31&format=pdf", "format must be one of csv"],
  ])("%s is a 400 naming the field", async (query, message) => {
    const answer = await report(admin, query);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: message });
  });

  test("a leap year's 366 days are one period", async () => {
    expect((await report(admin, "from=2020-01-01&to=2020-12-31")).status).toBe(200);
  });

  test("guests hear 401 and customers 403", async () => {
    expect((await report(guest, MARCH)).status).toBe(401);
    expect((await report((await aCustomer()).headers, MARCH)).status).toBe(403);
  });
});
