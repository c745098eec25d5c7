/** @jest-environment node */
// Credit notes on an invoice on account: the invoice JSON and PDF say what was credited, and a
// credit note that brings the amount due to nothing settles the invoice as a bank payment in
// full does: its orders are paid, each with a "paid" event.
import { orderEventDetails } from "@/domains/ordering";
import type { InvoiceJson } from "@/domains/billing";
import { billingMessages } from "@/domains/billing/billing-texts";
import { shipOrder } from "../../helpers/orders";
import { pdfText } from "../../helpers/pdf";
import { eventsOf } from "../order-events/support";
import {
  anApprovedCompany,
  invoicePdf,
  invoicesOf,
  OREGON,
  onAccount,
  ordersOfCheckout,
  payInvoice,
  printed,
} from "../billing/billing-support";
import { movedThrough, opened, people } from "./returns-support";

let who: Awaited<ReturnType<typeof people>>;
beforeAll(async () => {
  who = await people();
});

const today = () => new Date().toISOString().slice(0, 10);

/** A shipped $300 order on account (Oregon: the invoice is its goods), and its invoice. */
async function shippedOnAccount() {
  const company = await anApprovedCompany();
  const { placed, invoice } = await onAccount(company.buyer, 30_000, { address: OREGON });
  const order = placed.orders[0]!;
  expect((await shipOrder(who.admin, order._id)).status).toBe(200);
  return { company, placed, invoice, order };
}

/** A not-needed return of the one piece, refunded: a credit note of $255 (15% restocking fee). */
async function creditedNotNeeded(headers: Record<string, string>, orderId: string) {
  const row = await opened(headers, { orderId, quantity: 1, reason: "not-needed" });
  await movedThrough(who.admin.headers, row._id, ["approved", "received", "refunded"]);
}

async function listedInvoice(number: string) {
  const listed = await invoicesOf(who.admin.headers, `q=${number}`);
  return (listed.body as InvoiceJson[])[0]!;
}

describe("credit notes on the invoice", () => {
  it("shows what was credited in the invoice JSON and on its PDF, and leaves the orders unpaid while some is owed", async () => {
    const { company, placed, invoice, order } = await shippedOnAccount();
    expect(invoice.credited).toBe(0);
    await creditedNotNeeded(company.buyer.headers, order._id);
    expect(await listedInvoice(invoice.number)).toMatchObject({
      total: 300,
      paid: 0,
      credited: 255,
      status: "open",
    });
    const text = await pdfText((await invoicePdf(company.admin.headers, invoice._id)).bytes);
    expect(text).toContain(billingMessages.pdf.credited(printed(25_500)));
    expect(text).toContain(billingMessages.pdf.balance(printed(4_500), "open"));
    const [stored] = await ordersOfCheckout(placed.checkoutId);
    expect(stored).toMatchObject({ paid: false, paidAt: null });
  });

  it("settles the invoice and pays its orders when a credit note brings the amount due to nothing", async () => {
    const { company, placed, invoice, order } = await shippedOnAccount();
    const bank = await payInvoice(who.admin.headers, invoice._id, {
      amount: 45,
      reference: "Wire before the return",
      receivedAt: today(),
    });
    expect(bank).toMatchObject({ status: 201, body: { invoice: { status: "open" } } });
    await creditedNotNeeded(company.buyer.headers, order._id);
    expect(await listedInvoice(invoice.number)).toMatchObject({
      paid: 45,
      credited: 255,
      status: "paid",
    });
    const [stored] = await ordersOfCheckout(placed.checkoutId);
    expect(stored).toMatchObject({ paid: true, onAccount: true });
    expect(stored!.paidAt).not.toBeNull();
    const paidEvents = (await eventsOf(order._id)).filter((event) => event.type === "paid");
    expect(paidEvents).toEqual([
      expect.objectContaining({
        actorUid: who.admin.uid,
        detail: orderEventDetails.invoicePaid(invoice.number),
      }),
    ]);
  });
});
