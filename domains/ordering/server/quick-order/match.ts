import "server-only";
import { sql } from "drizzle-orm";
import type { LinePart } from "@/domains/ordering/order-line-json";
import type { Db } from "@/lib/db/open";
import { rowsOf } from "@/lib/db/rows";
import { asBuyerPays } from "@/domains/companies/server";
import type { PriceTier } from "@/models";

/** A part as a quick-order line is judged and shown. */
export type MatchedPart = LinePart & {
  id: string;
  productName: string;
  partNumber: string;
  partNumberKey: string;
  numberKeys: string[];
  /** The numbers (keys) the part replaces, down its chain. */
  supersedesKeys: string[];
  /** Another part replaces this one. */
  isReplaced: boolean;
  image: string;
};

/** How many part numbers an unknown number is offered at most. */
const CLOSEST_MAX = 5;
/** Neighbours in key order on each side, among which the closest are ranked by trigrams. */
const NEIGHBOURS = 25;
const MIN_SIMILARITY = 0.2;

// The keys travel as one JSON parameter: a text of 2,000 lines is one parameter, not 2,000.
const keysParameter = (keys: readonly string[]) =>
  sql`(SELECT coalesce(array_agg(k), '{}'::text[]) FROM jsonb_array_elements_text(${JSON.stringify(keys)}::jsonb) AS k)`;

/**
 * Every part having one of these keys as its own or an OEM number, or replacing it, in one query
 * through the GIN indexes; by key, each key's parts (several when an OEM number is shared).
 */
export async function partsByKey(db: Db, keys: string[]): Promise<Map<string, MatchedPart[]>> {
  const byKey = new Map<string, MatchedPart[]>();
  if (keys.length === 0) return byKey;
  const result = await db.execute(sql`
    SELECT id, product_name AS "productName", part_number AS "partNumber",
      part_number_key AS "partNumberKey", number_keys AS "numberKeys", image,
      supersedes_keys AS "supersedesKeys",
      EXISTS (SELECT 1 FROM parts AS later WHERE later.supersedes_keys @> ARRAY[parts.part_number_key]) AS "isReplaced",
      price_cents AS "priceCents", price_tiers AS "priceTiers", order_qty AS "minOrderQty",
      order_multiple AS "orderMultiple", available_qty AS "availableQty",
      retired_at IS NOT NULL AS retired
    FROM parts WHERE number_keys && ${keysParameter(keys)} OR supersedes_keys && ${keysParameter(keys)}
    ORDER BY part_number_key`);
  const wanted = new Set(keys);
  for (const row of rowsOf<MatchedPart & { priceTiers: PriceTier[] | string }>(result)) {
    // jsonb comes back parsed from pg and PGlite alike; a driver answering text is read too.
    const part: MatchedPart = {
      ...row,
      priceTiers: typeof row.priceTiers === "string" ? JSON.parse(row.priceTiers) : row.priceTiers,
    };
    for (const key of new Set([...part.numberKeys, ...part.supersedesKeys]))
      if (wanted.has(key)) byKey.set(key, [...(byKey.get(key) ?? []), part]);
  }
  return byKey;
}

/**
 * The part numbers closest to each unknown key, most alike first, in one query. There is no
 * trigram index on part_number_key, so a catalog-wide `%` would scan every part once per
 * unknown number; instead each key's neighbours in key order (two walks of the unique index,
 * which catch a wrong or missing last character, a digit too many or too few) are ranked by
 * pg_trgm similarity. A typo in the first characters is not found this way.
 */
export async function closestNumbers(db: Db, keys: string[]): Promise<Map<string, string[]>> {
  const closest = new Map<string, string[]>();
  const asked = keys.filter(Boolean);
  if (asked.length === 0) return closest;
  const result = await db.execute(sql`
    SELECT u.key, ARRAY(
      SELECT near.part_number FROM (
        (SELECT part_number, part_number_key FROM parts WHERE part_number_key >= u.key
          ORDER BY part_number_key LIMIT ${NEIGHBOURS})
        UNION ALL
        (SELECT part_number, part_number_key FROM parts WHERE part_number_key < u.key
          ORDER BY part_number_key DESC LIMIT ${NEIGHBOURS})
      ) AS near
      WHERE similarity(near.part_number_key, u.key) >= ${MIN_SIMILARITY}
        AND NOT EXISTS (SELECT 1 FROM parts AS gone
          WHERE gone.part_number_key = near.part_number_key AND gone.retired_at IS NOT NULL)
      ORDER BY similarity(near.part_number_key, u.key) DESC, near.part_number_key
      LIMIT ${CLOSEST_MAX}
    ) AS near
    FROM jsonb_array_elements_text(${JSON.stringify(asked)}::jsonb) AS u(key)`);
  for (const row of rowsOf<{ key: string; near: string[] }>(result)) closest.set(row.key, row.near);
  return closest;
}

/** The same parts at the buyer's prices (their company's, if any), each part priced once. */
export async function asBuyerPaysByKey(
  db: Db,
  uid: string,
  byKey: Map<string, MatchedPart[]>,
): Promise<Map<string, MatchedPart[]>> {
  const distinct = new Map([...byKey.values()].flat().map((part) => [part.id, part]));
  const priced = new Map(
    (await asBuyerPays(db, uid, [...distinct.values()])).map((part) => [part.id, part]),
  );
  return new Map(
    [...byKey].map(([key, found]) => [key, found.map((part) => priced.get(part.id)!)]),
  );
}
