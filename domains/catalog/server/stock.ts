import "server-only";
import { and, eq, gte, lte, sql, type SQL } from "drizzle-orm";
import type { Db, Tx } from "@/lib/db";
import type { Bindable } from "@/lib/db/bindable";
import { CACHE_TAGS, expireCached, partTag } from "@/lib/cache/tags";
import { MAX_ORDER_TOTAL_CENTS } from "@/lib/validation/limits";
import { parts } from "@/models";
import { onSale } from "./on-sale";

/**
 * Every change of a part's stock goes through this module: an order taking it, an order or a
 * user's orders giving it back, an admin setting it. After the change commits, the caller calls
 * stockChanged() so the public pages that show stock are fresh on the next visit.
 */

/** Expires the cached pages and data that show these parts, and the counts over all parts. */
export function stockChanged(partIds: (string | null)[]): void {
  const changed = new Set(partIds.filter((id): id is string => id !== null));
  if (changed.size === 0) return;
  expireCached(CACHE_TAGS.partCounts, ...[...changed].map(partTag));
}

/**
 * A quantity's unit price in SQL, from the part's row: the price break with the largest minQty
 * reached (breaks fall in price as minQty rises, so it is the cheapest reached), else the base.
 */
export const unitPriceSql = (quantity: Bindable<number>) =>
  sql<number>`coalesce((select min((tier->>'priceCents')::integer) from jsonb_array_elements(${parts.priceTiers}) tier where (tier->>'minQty')::integer <= ${quantity}::integer), ${parts.priceCents})`;

/**
 * The price the client saw (null: it named none) is the base or the quantity's unit price, or
 * the buyer's own unit price (`unit`: a company's price).
 */
const priceStillSeen = (
  quantity: Bindable<number>,
  seen: Bindable<number | null>,
  unit: SQL<number>,
) =>
  sql`(${seen}::integer is null or ${parts.priceCents} = ${seen}::integer or ${unitPriceSql(quantity)} = ${seen}::integer or ${unit} = ${seen}::integer)`;

/**
 * The statement that takes an order's quantity off the shelf, for use as a CTE in the insert of
 * the order: it changes the part only when the stock covers the quantity, the quantity is an
 * allowed one (the MOQ, then steps of the order multiple) and (when the client named one) the
 * price is still one it saw: the base price, or the unit price of the quantity's price break;
 * and the part is still on sale (not retired).
 * The order is always at the server's unit price (and the part's core deposit, as it is now): the quantity's public unit price, or what
 * `buyerPrice` makes of it (a company's price for its member). The conditional update is what makes
 * overselling impossible under any concurrency. `onlyIf` is a further condition of the same
 * statement (the customer's unpaid limit): false, and nothing is taken.
 */
export function takeForOrder(
  db: Db | Tx,
  order: {
    partId: Bindable<string>;
    quantity: Bindable<number>;
    expectedPriceCents?: Bindable<number | null>;
    buyerPrice?: (publicUnit: SQL<number>) => SQL<number>;
  },
  onlyIf?: SQL,
) {
  const unit = order.buyerPrice?.(unitPriceSql(order.quantity)) ?? unitPriceSql(order.quantity);
  return db.$with("taken").as(
    db
      .update(parts)
      .set({ availableQty: sql`${parts.availableQty} - ${order.quantity}` })
      .where(
        and(
          eq(parts.id, order.partId),
          onSale,
          gte(parts.availableQty, order.quantity),
          lte(parts.minOrderQty, order.quantity),
          sql`(${order.quantity}::integer - ${parts.minOrderQty}) % ${parts.orderMultiple} = 0`,
          // At the database's price and deposit: no order the payment provider could not charge.
          lte(
            sql`((${unit})::bigint + ${parts.coreChargeCents}) * ${order.quantity}`,
            MAX_ORDER_TOTAL_CENTS,
          ),
          priceStillSeen(order.quantity, order.expectedPriceCents ?? null, unit),
          onlyIf,
        ),
      )
      .returning({
        partId: parts.id,
        productName: parts.productName,
        productImage: parts.image,
        priceCents: sql<number>`${unit}`.as("price_cents"),
        listPriceCents: sql<number>`${parts.priceCents}`.as("list_price_cents"),
        coreChargeCents: sql<number>`${parts.coreChargeCents}`.as("core_charge_cents"),
      }),
  );
}

/** Puts an order's quantity back on its part's shelf (if the part still exists). */
export async function putBack(tx: Tx, order: { partId: string | null; orderQty: number }) {
  if (!order.partId) return;
  await tx
    .update(parts)
    .set({ availableQty: sql`${parts.availableQty} + ${order.orderQty}` })
    .where(eq(parts.id, order.partId));
}

/**
 * Takes an expired order's quantity off the shelf again, when its payment arrived late: only if
 * the part still exists and its stock covers the quantity (the same conditional update as an
 * order's). False when it cannot, and then nothing changed.
 */
export async function retake(tx: Tx, order: { partId: string | null; orderQty: number }) {
  if (!order.partId) return false;
  const taken = await tx
    .update(parts)
    .set({ availableQty: sql`${parts.availableQty} - ${order.orderQty}` })
    .where(and(eq(parts.id, order.partId), gte(parts.availableQty, order.orderQty)))
    .returning({ id: parts.id });
  return taken.length > 0;
}

/** What setting a part's stock came to; "changed" carries the stock found instead. */
export type StockSetting =
  { outcome: "set" } | { outcome: "missing" } | { outcome: "changed"; currentAvailableQty: number };

/**
 * Sets a part's available quantity. With `expectedAvailableQty` (the stock an admin's screen
 * showed) it is set only while the stock is still that, in the same statement, so sales made
 * meanwhile are never undone; otherwise the stock found is answered instead.
 */
export async function setAvailable(
  db: Db | Tx,
  partId: string,
  availableQty: number,
  expectedAvailableQty?: number,
): Promise<StockSetting> {
  const updated = await db
    .update(parts)
    .set({ availableQty })
    .where(
      and(
        eq(parts.id, partId),
        expectedAvailableQty === undefined
          ? undefined
          : eq(parts.availableQty, expectedAvailableQty),
      ),
    )
    .returning({ id: parts.id });
  if (updated.length > 0) return { outcome: "set" };
  if (expectedAvailableQty === undefined) return { outcome: "missing" };
  const [found] = await db
    .select({ availableQty: parts.availableQty })
    .from(parts)
    .where(eq(parts.id, partId));
  return found
    ? { outcome: "changed", currentAvailableQty: found.availableQty }
    : { outcome: "missing" };
}

/**
 * A stock feed's value for the bulk update of the parts import (its `s.set` row): what is on
 * the shelf now. Held orders keep the stock they took; after the write the import calls
 * stockChanged() for the parts it touched, as every stock change does.
 */
export const FEED_STOCK_SETTER: [column: string, value: string] = [
  "available_qty",
  `(s.set->>'availableQty')::integer`,
];
