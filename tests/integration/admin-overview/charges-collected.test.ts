/** @jest-environment node */
import { GET as getOverview } from "@/app/api/admin/overview/route";
import type { AdminOverviewJson } from "@/domains/admin/overview-json";
import { demo, demoUser, createUser } from "../../helpers/accounts";
import { callRoute } from "../../helpers/call-route";
import { insertOrderRows } from "../../helpers/orders";
import { headersOf } from "../../helpers/tokens";
import { utcDay } from "./overview-data";

// Shipping and tax collected over the overview's 30 days, counted as the tax report counts.
test("the overview sums the shipping and tax of the orders sold in its 30 days", async () => {
  const buyer = await createUser();
  const line = { productName: "Rotor", priceCents: 5000, orderQty: 1, taxState: "TX" };
  const charged = (shippingCents: number, taxCents: number) => ({ shippingCents, taxCents });
  const paidOn = (day: number, intent: string) => ({
    paid: true,
    transactionId: intent,
    paidAt: new Date(day + 60_000),
    createdAt: new Date(utcDay(40)),
  });
  await insertOrderRows(buyer, [
    // Counted: paid today and on the first of the 30 days, and billed on account last week.
    { ...line, ...paidOn(utcDay(), "pi_collected_1"), ...charged(1_000, 413) },
    { ...line, ...paidOn(utcDay(29), "pi_collected_2"), ...charged(500, 100) },
    { ...line, onAccount: true, createdAt: new Date(utcDay(7)), ...charged(250, 50) },
    // Left out: paid the day before the 30, unpaid, expired, being refunded.
    { ...line, ...paidOn(utcDay(30), "pi_collected_3"), ...charged(9_000, 900) },
    { ...line, createdAt: new Date(utcDay(1)), ...charged(9_000, 900) },
    {
      ...line,
      createdAt: new Date(utcDay(1)),
      expiredAt: new Date(utcDay(1) + 60_000),
      ...charged(9_000, 900),
    },
    {
      ...line,
      ...paidOn(utcDay(1), "pi_collected_4"),
      refundPending: true,
      ...charged(9_000, 900),
    },
  ]);
  const answer = await callRoute(getOverview, "/api/admin/overview", {
    headers: await headersOf(await demoUser(demo.admin)),
  });
  expect(answer.status).toBe(200);
  expect((answer.body as AdminOverviewJson).collected).toEqual({ shipping: 17.5, tax: 5.63 });
});
