/** @jest-environment node */
// The invoices of checkouts on account, on both databases: who reads which (a company admin
// their own, shop admins all, a buyer or another company nothing), search, status and CSV; the
// PDF; bank payments (part, over, in full); and the daily overdue run with its reminder.
import { eq } from "drizzle-orm";
import { billingMessages, type InvoiceJson } from "@/domains/billing";
import { markOverdueInvoices } from "@/domains/billing/server";
import { INVOICES_CSV_HEADER } from "@/domains/billing/server/invoices-export";
import { getDb } from "@/lib/db";
import { invoicePayments, invoices } from "@/models";
import { mailsTo } from "../../helpers/outbox";
import { pdfText } from "../../helpers/pdf";
import {
  anApprovedCompany,
  chargedCents,
  dueDaysAgo,
  invoicePdf,
  invoicesOf,
  OREGON,
  onAccount,
  ordersOfCheckout,
  payInvoice,
  printed,
} from "./billing-support";

const today = () => new Date().toISOString().slice(0, 10);
const storedInvoice = async (id: string) =>
  (await (await getDb()).select().from(invoices).where(eq(invoices.id, id)))[0]!;

describe("reading invoices", () => {
  it("a company admin reads their own, a shop admin all; a buyer and another company do not", async () => {
    const first = await anApprovedCompany(undefined, "Statement One LLC");
    const second = await anApprovedCompany(undefined, "Statement Two LLC");
    const { placed, invoice } = await onAccount(first.admin, 12_500, { poNumber: "PO-ONE-1" });
    const other = await onAccount(second.admin, 3_000);

    const own = await invoicesOf(first.admin.headers);
    expect(own.status).toBe(200);
    expect(own.body).toEqual([invoice]);
    expect(invoice).toMatchObject({
      companyId: first.id,
      poNumber: "PO-ONE-1",
      // $125 of goods with their shipping and tax.
      total: (await chargedCents(placed.checkoutId)) / 100,
      paid: 0,
      status: "open",
    });

    expect(await invoicesOf(first.buyer.headers)).toMatchObject({
      status: 403,
      body: { error: billingMessages.onlyCompanyAdmins },
    });
    expect((await invoicePdf(second.admin.headers, invoice._id)).status).toBe(404);
    expect((await invoicePdf(first.buyer.headers, invoice._id)).status).toBe(403);

    const all = await invoicesOf(first.shop.headers, "q=Statement&limit=100");
    const numbers = (all.body as InvoiceJson[]).map((each) => each.number);
    expect(numbers).toEqual(expect.arrayContaining([invoice.number, other.invoice.number]));
    expect(all.headers.get("x-total-count")).not.toBeNull();
    const byPo = await invoicesOf(first.shop.headers, "q=PO-ONE-1");
    expect((byPo.body as InvoiceJson[]).map((each) => each._id)).toEqual([invoice._id]);
  });

  it("filters open, overdue and paid by the due date, and exports CSV", async () => {
    const { admin, shop } = await anApprovedCompany();
    const late = (await onAccount(admin, 1_000)).invoice;
    const current = (await onAccount(admin, 2_000)).invoice;
    await dueDaysAgo(late._id, 1);
    const ids = async (status: string) =>
      ((await invoicesOf(admin.headers, `status=${status}`)).body as InvoiceJson[]).map(
        (each) => each._id,
      );
    expect(await ids("overdue")).toEqual([late._id]);
    expect(await ids("open")).toEqual([current._id]);
    expect(await ids("paid")).toEqual([]);
    const csv = await invoicesOf(shop.headers, `format=csv&q=${late.number}`);
    expect(csv.status).toBe(200);
    const lines = String(csv.body).trim().split("\n");
    expect(lines[0]).toBe(INVOICES_CSV_HEADER.join(","));
    expect(lines[1]).toContain(`${late.number},${late._id}`);
    expect(lines[1]).toContain(",overdue");
  });

  it("400 for a bad status or page", async () => {
    const { admin } = await anApprovedCompany();
    for (const query of ["status=late", "page=0", "limit=1000", "format=xls"])
      expect((await invoicesOf(admin.headers, query)).status).toBe(400);
  });

  it("gives the PDF with the number, PO number, terms, lines and balance", async () => {
    const { admin } = await anApprovedCompany();
    const { placed, invoice } = await onAccount(admin, 4_250, { poNumber: "PO-PDF-9" });
    const totalCents = await chargedCents(placed.checkoutId);
    expect(totalCents).toBeGreaterThan(4_250);
    const answer = await invoicePdf(admin.headers, invoice._id);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("application/pdf");
    const text = await pdfText(answer.bytes);
    for (const expected of [
      invoice.number,
      "PO number: PO-PDF-9",
      `Terms: Net 30, due ${invoice.dueDate}`,
      "Harbor Fleet Services",
      "Subtotal 42.50$",
      `Total ${printed(totalCents)}`,
      `Balance due: ${printed(totalCents)} (open)`,
    ])
      expect(text).toContain(expected);
  });
});

describe("recording payments", () => {
  it("adds part payments, refuses one beyond what is owed, and marks the invoice and its orders paid", async () => {
    const { admin, shop } = await anApprovedCompany();
    // Shipped to Oregon with goods over free ground: the invoice is its $300 of goods.
    const { placed, invoice } = await onAccount(admin, 30_000, { address: OREGON });
    expect(invoice.total).toBe(300);
    const part = await payInvoice(shop.headers, invoice._id, {
      amount: 40,
      reference: "Wire 1001",
      receivedAt: today(),
    });
    expect(part).toMatchObject({
      status: 201,
      body: {
        invoice: { paid: 40, status: "open" },
        payment: { amount: 40, reference: "Wire 1001" },
      },
    });
    const over = await payInvoice(shop.headers, invoice._id, {
      amount: 260.01,
      reference: "Wire 1002",
      receivedAt: today(),
    });
    expect(over).toMatchObject({
      status: 409,
      body: { error: billingMessages.overpaid(260), issues: [{ owed: 260 }] },
    });
    expect((await storedInvoice(invoice._id)).paidCents).toBe(4_000);
    const rest = await payInvoice(shop.headers, invoice._id, {
      amount: "260",
      reference: "Wire 1003",
      receivedAt: today(),
    });
    expect(rest).toMatchObject({ status: 201, body: { invoice: { paid: 300, status: "paid" } } });
    const [order] = await ordersOfCheckout(placed.checkoutId);
    expect(order).toMatchObject({ paid: true, onAccount: true });
    expect(order!.paidAt).not.toBeNull();
    const again = await payInvoice(shop.headers, invoice._id, {
      amount: 1,
      reference: "Wire 1004",
      receivedAt: today(),
    });
    expect(again).toMatchObject({ status: 409, body: { error: billingMessages.alreadyPaid } });
    const recorded = await (
      await getDb()
    )
      .select()
      .from(invoicePayments)
      .where(eq(invoicePayments.invoiceId, invoice._id));
    expect(recorded.map((payment) => payment.amountCents).sort((a, b) => a - b)).toEqual([
      4_000, 26_000,
    ]);
  });

  it("is for shop admins only, and refuses bad bodies and unknown invoices", async () => {
    const { admin, shop } = await anApprovedCompany();
    const { invoice } = await onAccount(admin, 10_000);
    const valid = { amount: 10, reference: "Wire", receivedAt: today() };
    expect((await payInvoice(admin.headers, invoice._id, valid)).status).toBe(403);
    for (const body of [
      { ...valid, amount: 0 },
      { ...valid, amount: -5 },
      { ...valid, amount: 1.234 },
      { ...valid, reference: "" },
      { ...valid, receivedAt: "2999-01-01" },
      { ...valid, receivedAt: "01/02/2026" },
      { amount: 10 },
    ])
      expect((await payInvoice(shop.headers, invoice._id, body)).status).toBe(400);
    const missingDay = await payInvoice(shop.headers, invoice._id, { amount: 10, reference: "W" });
    expect(JSON.stringify(missingDay.body)).toContain("receivedAt is required, as YYYY-MM-DD");
    expect((await payInvoice(shop.headers, "no-such-invoice", valid)).status).toBe(404);
    expect((await storedInvoice(invoice._id)).paidCents).toBe(0);
  });
});

describe("the daily overdue run", () => {
  it("marks invoices past due overdue and mails the company's admins once", async () => {
    const { admin } = await anApprovedCompany();
    const { placed, invoice } = await onAccount(admin, 7_500);
    await dueDaysAgo(invoice._id, 2);
    const before = (await mailsTo(admin.email)).length;
    const first = await markOverdueInvoices();
    expect(first.overdue).toBeGreaterThanOrEqual(1);
    expect(await storedInvoice(invoice._id)).toMatchObject({ status: "overdue" });
    const mails = await mailsTo(admin.email);
    expect(mails).toHaveLength(before + 1);
    const reminder = mails.find((mail) => mail.subject === `Invoice ${invoice.number} is overdue`);
    expect(reminder!.body).toContain(
      `still owes ${printed(await chargedCents(placed.checkoutId))}`,
    );
    await markOverdueInvoices();
    expect(await mailsTo(admin.email)).toHaveLength(before + 1);
  });
});
