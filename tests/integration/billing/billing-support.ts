// What the billing tests share: approved companies with terms, checkouts on account, and the
// invoice and approval calls as a browser makes them.
import { eq } from "drizzle-orm";
import { GET as invoicesRoute } from "@/app/api/invoices/route";
import { GET as pdfRoute } from "@/app/api/invoices/[id]/pdf/route";
import { POST as paymentsRoute } from "@/app/api/invoices/[id]/payments/route";
import { GET as approvalsRoute } from "@/app/api/companies/[id]/approvals/route";
import { POST as approveRoute } from "@/app/api/checkout/[checkoutId]/approve/route";
import { POST as declineRoute } from "@/app/api/checkout/[checkoutId]/decline/route";
import { POST as checkoutRoute } from "@/app/api/checkout/route";
import type { InvoiceJson } from "@/domains/billing";
import type { OrderJson } from "@/domains/ordering/order-json";
import { getDb } from "@/lib/db";
import { checkouts, invoices, orders } from "@/models";
import { fillCart, SHIPPING } from "../../helpers/checkout";
import { createPart } from "../../helpers/orders";
import { callRoute } from "../../helpers/call-route";
import { aCompany, aShopAdmin, updateCompany, type Headers } from "../companies/companies-support";

const NET30 = { status: "approved", terms: "net30", creditLimit: 5000, poRequired: false };

/** A company the shop approved with these terms: its admin and a buyer with a $500 limit. */
export async function anApprovedCompany(terms: Record<string, unknown> = NET30, name?: string) {
  const company = await aCompany(name);
  const shop = await aShopAdmin();
  const approved = await updateCompany(shop.headers, company.id, { ...NET30, ...terms });
  if (approved.status !== 200) throw new Error(`approving: ${JSON.stringify(approved.body)}`);
  return { ...company, shop };
}

/** A part in stock at this price (cents), sold one at a time. */
const aPart = (priceCents: number, availableQty = 1000) =>
  createPart({ priceCents, orderQty: 1, availableQty });

/** Fills the member's cart with `quantity` of a part at `priceCents` each. */
export async function cartWorth(member: { uid: string }, priceCents: number, quantity = 1) {
  const part = await aPart(priceCents);
  await fillCart(member, [{ partId: part.id, quantity }]);
  return part;
}

export const checkOut = (headers: Headers, body: Record<string, unknown>) =>
  callRoute(checkoutRoute, "/api/checkout", {
    method: "POST",
    headers,
    body: { address: SHIPPING, ...body },
  });

/**
 * An address in Oregon: no sales tax, and free ground from $250 of goods. A test about credit or
 * payment arithmetic ships here with goods of $250 or more, so that what it charges is the goods.
 */
export const OREGON = { ...SHIPPING, city: "Portland", state: "OR", zip: "97201" };

/** What a checkout charges in all (cents), from its stored orders: goods, shipping and tax. */
export async function chargedCents(checkoutId: string) {
  const rows = await ordersOfCheckout(checkoutId);
  return rows.reduce(
    (sum, row) => sum + row.priceCents * row.orderQty + row.shippingCents + row.taxCents,
    0,
  );
}

/** Cents as the mails and PDFs print them. */
export const printed = (cents: number) => `${(cents / 100).toFixed(2)}$`;

export type PlacedJson = { checkoutId: string; orders: OrderJson[]; total: number; state: string };

export const invoicesOf = (headers: Headers, query = "") =>
  callRoute(invoicesRoute, `/api/invoices${query ? `?${query}` : ""}`, { headers });

export const invoicePdf = (headers: Headers, id: string) =>
  callRoute(pdfRoute, `/api/invoices/${id}/pdf`, { headers, params: { id } });

export const payInvoice = (headers: Headers, id: string, body: unknown) =>
  callRoute(paymentsRoute, `/api/invoices/${id}/payments`, {
    method: "POST",
    headers,
    body,
    params: { id },
  });

export const approvalsOf = (headers: Headers, id: string) =>
  callRoute(approvalsRoute, `/api/companies/${id}/approvals`, { headers, params: { id } });

export const approve = (headers: Headers, checkoutId: string) =>
  callRoute(approveRoute, `/api/checkout/${checkoutId}/approve`, {
    method: "POST",
    headers,
    params: { checkoutId },
  });

export const decline = (headers: Headers, checkoutId: string, body: unknown) =>
  callRoute(declineRoute, `/api/checkout/${checkoutId}/decline`, {
    method: "POST",
    headers,
    body,
    params: { checkoutId },
  });

/** The invoice opened for a checkout, as stored. */
export async function invoiceOfCheckout(checkoutId: string) {
  const [row] = await (
    await getDb()
  )
    .select()
    .from(invoices)
    .where(eq(invoices.checkoutId, checkoutId));
  return row;
}

export async function ordersOfCheckout(checkoutId: string) {
  return (await getDb()).select().from(orders).where(eq(orders.checkoutId, checkoutId));
}

/** Every checkout and invoice of a buyer: what a refused call must leave unchanged. */
export async function checkoutsOf(uid: string) {
  return (await getDb()).select().from(checkouts).where(eq(checkouts.uid, uid));
}

/** Places a checkout on account that must succeed, and answers it with its invoice. */
export async function onAccount(
  member: { uid: string; headers: Headers },
  priceCents: number,
  body: Record<string, unknown> = {},
): Promise<{ placed: PlacedJson; invoice: InvoiceJson }> {
  await cartWorth(member, priceCents);
  const answer = await checkOut(member.headers, { payment: "account", ...body });
  if (answer.status !== 201) throw new Error(`on account: ${JSON.stringify(answer.body)}`);
  const placed = answer.body as PlacedJson;
  const row = await invoiceOfCheckout(placed.checkoutId);
  const listed = await invoicesOf((await aShopAdmin()).headers, `q=${row!.number}`);
  return { placed, invoice: (listed.body as InvoiceJson[])[0]! };
}

/** Moves an invoice's due date this many days into the past. */
export async function dueDaysAgo(invoiceId: string, days: number) {
  const due = new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
  await (await getDb()).update(invoices).set({ dueDate: due }).where(eq(invoices.id, invoiceId));
}
