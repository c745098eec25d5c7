/** @jest-environment node */
// Business accounts judge and bill what a checkout costs, on both databases: credit, spending
// limits and the invoice on account all take its total (lines, shipping and tax), not its lines.
import { billingMessages } from "@/domains/billing";
import { cartOf } from "../../helpers/checkout";
import { cents, publicShipping, taxAt } from "../checkout/totals-support";
import {
  anApprovedCompany,
  cartWorth,
  checkOut,
  invoiceOfCheckout,
  type PlacedJson,
} from "./billing-support";

/** A $100 line shipped to Michigan (6 %, shipping untaxed): what it costs in all, in cents. */
async function hundredDollarCart(member: { uid: string }) {
  const part = await cartWorth(member, 10_000);
  const { ground } = await publicShipping("MI", [{ partId: part.id, quantity: 1 }]);
  return 10_000 + ground + taxAt(6000, 10_000);
}

describe("on account", () => {
  it("refuses a checkout whose lines fit the credit but whose total does not", async () => {
    const { admin } = await anApprovedCompany({ creditLimit: 101 });
    const total = await hundredDollarCart(admin);
    expect(total).toBeGreaterThan(10_100);
    expect(await checkOut(admin.headers, { payment: "account" })).toMatchObject({
      status: 409,
      body: { error: billingMessages.beyondCredit(101) },
    });
    await expect(cartOf(admin)).resolves.toHaveLength(1);
  });

  it("bills the total on the invoice", async () => {
    const { admin } = await anApprovedCompany({ creditLimit: 5_000 });
    const total = await hundredDollarCart(admin);
    const answer = await checkOut(admin.headers, { payment: "account" });
    expect(answer.status).toBe(201);
    const placed = answer.body as PlacedJson;
    expect(cents(placed.total)).toBe(total);
    expect((await invoiceOfCheckout(placed.checkoutId))!.totalCents).toBe(total);
  });

  it("asks for approval when the total, not the lines, passes a buyer's spending limit", async () => {
    const { buyer } = await anApprovedCompany();
    // The buyer may spend $500 without approval; $499 of lines cost more with shipping and tax.
    await cartWorth(buyer, 49_900);
    const answer = await checkOut(buyer.headers, {});
    expect(answer.status).toBe(201);
    expect((answer.body as PlacedJson).state).toBe("awaiting-approval");
  });
});
