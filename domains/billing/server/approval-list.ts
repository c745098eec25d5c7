import "server-only";
import { and, asc, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";
import { centsToDollars } from "@/lib/money";
import { orderTotalCents, toOrderJson, type OrderJson } from "@/domains/ordering";
import { manageableCompany } from "@/domains/companies/server";
import { checkouts, orders, users } from "@/models";

/** A buyer's checkout beyond their spending limit, waiting for a company admin. */
export interface ApprovalJson {
  checkoutId: string;
  buyer: { name: string; email: string };
  total: number;
  poNumber: string | null;
  payment: "card" | "account";
  createdAt: string;
  orders: OrderJson[];
}

/** Still waiting: its orders hold their stock (an expired one has nothing left to approve). */
const stillHeld = sql`exists (select 1 from ${orders} where ${orders.checkoutId} = ${checkouts.id} and ${orders.expiredAt} is null)`;

/** `GET /api/companies/{id}/approvals`: the company's checkouts awaiting approval, oldest first. */
export async function listApprovals(
  actor: Actor | null,
  companyId: string,
): Promise<ApprovalJson[]> {
  const db = await getDb();
  await db.transaction((tx) => manageableCompany(tx, actor, companyId));
  const waiting = await db
    .select({ checkout: checkouts, name: users.name, email: users.email })
    .from(checkouts)
    .innerJoin(users, eq(users.uid, checkouts.uid))
    .where(and(eq(checkouts.companyId, companyId), eq(checkouts.approval, "awaiting"), stillHeld))
    .orderBy(asc(checkouts.createdAt))
    .limit(200);
  if (waiting.length === 0) return [];
  const lines = await db
    .select()
    .from(orders)
    .where(
      and(
        inArray(
          orders.checkoutId,
          waiting.map((row) => row.checkout.id),
        ),
        isNull(orders.expiredAt),
      ),
    )
    .orderBy(desc(orders.createdAt));
  return waiting.map(({ checkout, name, email }) => {
    const own = lines.filter((line) => line.checkoutId === checkout.id);
    return {
      checkoutId: checkout.id,
      buyer: { name, email },
      total: centsToDollars(own.reduce((sum, row) => sum + orderTotalCents(row), 0)),
      poNumber: checkout.poNumber,
      payment: checkout.payment,
      createdAt: checkout.createdAt.toISOString(),
      orders: own.map(toOrderJson),
    };
  });
}
