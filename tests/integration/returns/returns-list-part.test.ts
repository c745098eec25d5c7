/** @jest-environment node */
// The returns lists name the part each return is of: its name as bought and its number, beside
// the order's id (the shop admins' Returns table shows the part first).
import type { ReturnJson } from "@/domains/returns";
import { deliveredOrder, listReturns, opened, people } from "./returns-support";

let who: Awaited<ReturnType<typeof people>>;
beforeAll(async () => {
  who = await people();
});

describe("GET /api/returns rows", () => {
  it("carry the part's name and number with the order's id, for the admins and the customer", async () => {
    const { order, part } = await deliveredOrder(who.customer, who.admin);
    const row = await opened(who.customer.headers, {
      orderId: order._id,
      quantity: 1,
      reason: "defective",
    });
    const expected = {
      _id: row._id,
      number: row.number,
      orderId: order._id,
      status: "requested",
      productName: part.productName,
      partNumber: part.partNumber,
    };
    const admins = await listReturns(who.admin.headers, `q=${row.number}`);
    expect(admins.status).toBe(200);
    expect(admins.body).toEqual([expect.objectContaining(expected)]);
    const own = await listReturns(who.customer.headers);
    const mine = (own.body as ReturnJson[]).find((entry) => entry._id === row._id);
    expect(mine).toEqual(expect.objectContaining(expected));
  });
});
