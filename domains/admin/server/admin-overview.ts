import "server-only";
import type { Actor } from "@/lib/auth/actor";
import { requireAdmin } from "@/lib/auth/guards";
import { ttlMemo } from "@/lib/cache/ttl-memo";
import { getDb } from "@/lib/db";
import { receivablesCents } from "@/domains/billing/server";
import { coresOutstanding } from "@/domains/returns/server";
import { toAdminOverviewJson, type AdminOverviewJson } from "@/domains/admin/overview-json";
import { chargesCollected } from "./charges-collected";
import { expiringSoon } from "./expiring-orders";
import { lowStockParts } from "./low-stock-parts";
import { ordersByStatus } from "./order-states";
import { revenueByDay } from "./revenue-by-day";
import { topParts } from "./top-parts";

export const OVERVIEW_TTL_MS = 60_000;

async function computeOverview(): Promise<AdminOverviewJson> {
  const db = await getDb();
  const now = new Date();
  const [days, states, expiring, lowStock, top, receivables, collected, cores] = await Promise.all([
    revenueByDay(db, now),
    ordersByStatus(db),
    expiringSoon(db, now),
    lowStockParts(db),
    topParts(db, now),
    receivablesCents(db),
    chargesCollected(db, now),
    coresOutstanding(),
  ]);
  return toAdminOverviewJson({
    generatedAt: now,
    revenueByDay: days,
    ordersByStatus: states,
    expiringSoon: expiring,
    lowStock,
    topParts: top,
    receivables,
    collected,
    coresOutstanding: cores,
  });
}

// A per-process memo (lib/cache/ttl-memo.ts) rather than a cached read: Next's data cache serves
// a stale value while it revalidates, so the first admin after a quiet hour would read hour-old
// figures; and no tag could expire it, since every order and payment write would have to. A
// minute-old overview is fine; an hour-old "today" is not.
const cachedOverview = ttlMemo(OVERVIEW_TTL_MS, computeOverview);

/** The admin's overview of sales, orders, stock and receivables: at most a minute old, the same for every admin. */
export async function adminOverview(actor: Actor | null): Promise<AdminOverviewJson> {
  requireAdmin(actor);
  return cachedOverview();
}
