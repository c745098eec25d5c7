import { asc, eq, notInArray } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { companies, invoices, parts, payments } from "@/models";
import { createUser } from "../../helpers/accounts";
import { insertOrderRows } from "../../helpers/orders";

const DAY_MS = 86_400_000;
export const MINUTE_MS = 60_000;

/** The first moment of today (UTC) and of the day `days` before it. */
export function utcDay(days = 0): number {
  const now = new Date();
  return Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - days * DAY_MS;
}

export interface OverviewOrder {
  product: string;
  priceCents: number;
  qty: number;
  state: "unpaid" | "paid" | "shipped" | "expired";
  createdAt: number;
  partId?: string | null;
  holdUntil?: number;
  /** The intent that paid it; with `paidAt`, when it was paid and the ledger's success row. */
  intent?: string;
  paidAt?: number;
}

/**
 * Three catalog parts with the given stock and thresholds; every other part gets plenty of
 * stock, so only these count as low.
 */
export async function stockParts(
  specs: { availableQty: number; minOrderQty: number; lowStockQty?: number; retiredAt?: Date }[],
) {
  const db = await getDb();
  const chosen = await db
    .select({ id: parts.id, productName: parts.productName, partNumber: parts.partNumber })
    .from(parts)
    .orderBy(asc(parts.id))
    .limit(specs.length);
  const ids = chosen.map((part) => part.id);
  await db.update(parts).set({ availableQty: 1_000_000 }).where(notInArray(parts.id, ids));
  for (const [index, spec] of specs.entries())
    await db
      .update(parts)
      .set({ ...spec, lowStockQty: spec.lowStockQty ?? null })
      .where(eq(parts.id, ids[index]!));
  return chosen;
}

/** Orders written straight to the table for one new customer, with their ledger rows. */
export async function insertOverviewOrders(specs: OverviewOrder[]) {
  const buyer = await createUser();
  const db = await getDb();
  const paid = (spec: OverviewOrder) => spec.state === "paid" || spec.state === "shipped";
  const rows = await insertOrderRows(
    buyer,
    specs.map((spec, index) => ({
      partId: spec.partId ?? null,
      productName: spec.product,
      priceCents: spec.priceCents,
      orderQty: spec.qty,
      paid: paid(spec),
      shipped: spec.state === "shipped",
      transactionId: paid(spec) ? (spec.intent ?? `pi_overview_${Date.now()}_${index}`) : null,
      paidAt: paid(spec) && spec.paidAt ? new Date(spec.paidAt) : null,
      holdUntil: spec.holdUntil === undefined ? null : new Date(spec.holdUntil),
      expiredAt: spec.state === "expired" ? new Date(spec.createdAt + 30 * MINUTE_MS) : null,
      createdAt: new Date(spec.createdAt),
    })),
  );
  const ledger = new Map<string, number>();
  for (const spec of specs) if (spec.intent && spec.paidAt) ledger.set(spec.intent, spec.paidAt);
  if (ledger.size > 0)
    await db.insert(payments).values(
      [...ledger].map(([intentId, paidAt]) => ({
        provider: "test",
        intentId,
        eventType: "succeeded" as const,
        amountCents: 1,
        createdAt: new Date(paidAt),
      })),
    );
  return { buyer, ids: rows.map((row) => row.id) };
}

/** A UTC day `days` from today (negative: past), as an invoice's due date holds it. */
const dueIn = (days: number) => new Date(utcDay(-days)).toISOString().slice(0, 10);

/**
 * One company's invoices on account: open and part paid ($7.50 owed), past due but not yet
 * marked by the daily job ($3), marked overdue and part paid ($2), and paid ($0).
 */
export async function insertOverviewInvoices() {
  const db = await getDb();
  const [company] = await db
    .insert(companies)
    .values({ name: "Overview Fleet", phone: "+1 555 0100", address: "1 Yard Road" })
    .returning();
  const companyId = company!.id;
  await db.insert(invoices).values([
    { companyId, totalCents: 1000, paidCents: 250, dueDate: dueIn(10) },
    // Two days back, so a database clock a few hours off UTC still counts it past due.
    { companyId, totalCents: 300, dueDate: dueIn(-2) },
    { companyId, totalCents: 500, paidCents: 300, dueDate: dueIn(-40), status: "overdue" },
    { companyId, totalCents: 900, paidCents: 900, dueDate: dueIn(-5), status: "paid" },
  ]);
}
