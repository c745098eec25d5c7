// Rows of the route table (see ../route-table.ts): buying on account. The customer is the admin
// of an approved Net 30 company made fresh for each call (companies.ts), whose buyer's $600
// checkout waits for approval; "another customer" and the demoted admin belong to no company.
import { eq } from "drizzle-orm";
import type { InvoiceJson } from "@/domains/billing";
import { getDb } from "@/lib/db";
import { checkouts, companies, invoices, users } from "@/models";
import { callApi } from "../../../helpers/api-routes";
import { fillCart, SHIPPING } from "../../../helpers/checkout";
import { createPart } from "../../../helpers/orders";
import { headersOf } from "../../../helpers/tokens";
import type { World } from "../fixtures";
import { adminOnly, ownerOrAdmin, statuses, type RouteRow } from "../route-row";
import { customersCompany, leaveCompany } from "./companies";

const TODAY = () => new Date().toISOString().slice(0, 10);

/**
 * The customer's company, approved on Net 30 with room on its credit; the other callers belong to
 * no company (another row may have made them apply for one of their own).
 */
async function approvedCompany(w: World) {
  const { other, admin, demoted } = w.callers;
  for (const outsider of [other, admin, demoted]) await leaveCompany(outsider.uid);
  const place = await customersCompany(w);
  await (
    await getDb()
  )
    .update(companies)
    .set({ status: "approved", terms: "net30", creditLimitCents: 10_000_000 })
    .where(eq(companies.id, place.companyId));
  return place;
}

/**
 * The buyer's $600 checkout, beyond their $500 limit: it waits for the company's admin. To
 * Michigan, ground ships free at this value and 6 % tax makes its total $636.
 */
export async function awaitingCheckout(w: World) {
  const place = await approvedCompany(w);
  const [buyer] = await (await getDb()).select().from(users).where(eq(users.id, place.buyerId));
  const part = await createPart({ priceCents: 60_000, orderQty: 1 });
  await fillCart(buyer!, [{ partId: part.id, quantity: 1 }]);
  const placed = await callApi("POST", "/api/checkout", {
    url: "/api/checkout",
    headers: await headersOf(buyer!),
    body: { address: SHIPPING, payment: "account", poNumber: "PO-1" },
  });
  return { ...place, checkoutId: (placed.body as { checkoutId: string }).checkoutId };
}

/** An open $250 invoice of a company (the customer's unless `company` says otherwise). */
export async function anInvoice(w: World, company?: string) {
  const companyId = company ?? (await approvedCompany(w)).companyId;
  const db = await getDb();
  const [checkout] = await db
    .insert(checkouts)
    .values({ uid: w.callers.customer.uid, companyId, payment: "account" })
    .returning();
  const [invoice] = await db
    .insert(invoices)
    .values({ companyId, checkoutId: checkout!.id, totalCents: 25_000, dueDate: TODAY() })
    .returning();
  return invoice!;
}

async function someoneElsesInvoice(w: World) {
  const db = await getDb();
  const [company] = await db
    .insert(companies)
    .values({ name: "Elsewhere Ltd", phone: "+1 555 0190", address: "1 Far Rd" })
    .returning();
  return anInvoice(w, company!.id);
}

// The company's own admin decides approvals; a shop admin is told it is not theirs (403).
const companyAdminDecides = (status: number) => statuses(status, 404, 403, 404);

export function billingRows(w: World): Record<string, RouteRow> {
  const pdfUrl = (id: string) => `/api/invoices/${id}/pdf`;
  return {
    "GET /api/invoices": {
      statuses: ownerOrAdmin(200),
      request: async () => {
        const invoice = await anInvoice(w);
        return {
          url: `/api/invoices?q=${invoice.number}`,
          ok: (body) => expect((body as InvoiceJson[])[0]).toMatchObject({ total: 250 }),
        };
      },
    },
    "GET /api/invoices/[id]/pdf": {
      statuses: ownerOrAdmin(200),
      request: async () => ({ url: pdfUrl((await anInvoice(w)).id) }),
      variants: {
        "of another company": {
          statuses: statuses(404, 403, 200, 403),
          request: async () => ({ url: pdfUrl((await someoneElsesInvoice(w)).id) }),
        },
      },
    },
    "POST /api/invoices/[id]/payments": {
      statuses: adminOnly(201),
      cookie: "admin",
      request: async () => {
        const invoice = await anInvoice(w);
        return {
          url: `/api/invoices/${invoice.id}/payments`,
          body: { amount: 250, reference: "Wire 1", receivedAt: TODAY() },
          ok: (body) => expect(body).toMatchObject({ invoice: { status: "paid", paid: 250 } }),
        };
      },
    },
    "GET /api/companies/[id]/approvals": {
      statuses: statuses(200, 404, 200, 404),
      request: async () => {
        const { companyId, checkoutId } = await awaitingCheckout(w);
        return {
          url: `/api/companies/${companyId}/approvals`,
          ok: (body) => expect(body).toMatchObject([{ checkoutId, total: 636 }]),
        };
      },
    },
    "POST /api/checkout/[checkoutId]/approve": {
      statuses: companyAdminDecides(200),
      cookie: "customer",
      request: async () => {
        const { checkoutId } = await awaitingCheckout(w);
        return {
          url: `/api/checkout/${checkoutId}/approve`,
          ok: (body) => expect(body).toEqual({ checkoutId, state: "on-account", total: 636 }),
        };
      },
    },
    "POST /api/checkout/[checkoutId]/decline": {
      statuses: companyAdminDecides(200),
      cookie: "customer",
      request: async () => {
        const { checkoutId } = await awaitingCheckout(w);
        return {
          url: `/api/checkout/${checkoutId}/decline`,
          body: { reason: "Not this month." },
          ok: (body) => expect(body).toEqual({ checkoutId, state: "declined", total: 636 }),
        };
      },
    },
  };
}
