import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { getDb, type Db } from "@/lib/db";
import { CATEGORY_SEPARATOR, isCategoryGroup } from "@/domains/catalog/categories";
import { toPartJson } from "@/domains/catalog/part-json";
import type { FoundFitState } from "@/domains/fitment";
import type { PartFilters } from "@/domains/catalog/part-finder";
import type { PartSort } from "@/domains/catalog/part-sorts";
import { fitRankOf, fitStateOf, fitsVehicle } from "@/domains/fitment/server";
import { vehicleScope } from "@/domains/fitment/server";
import { parts } from "@/models";
import { isLowStock } from "./low-stock";
import { partColumns } from "./part-columns";
import { pageOf, type PartsPage } from "./parts-page";
import { matchSearch, type SearchMatch } from "./search-words";
import { textArray } from "@/lib/db/text-array";
import { onSearchIndexes } from "./text-index-plan";
import { notReplaced } from "./supersessions";
import { isRetired, onSale } from "./on-sale";

export type { PartSort } from "@/domains/catalog/part-sorts";

// ORDER BY takes no constants: a ranking that does not apply is left out (null).
interface TextRanking {
  /** The part replaces the number searched (a supersession): it comes first, the latest first. */
  replaces: SQL | null;
  /** No other part replaces this one: of a chain A → B → C, C. */
  current: SQL | null;
  exact: SQL | null;
  /** The name alone holds every word: the part is what was asked for, not one that mentions it. */
  named: SQL | null;
  rank: SQL | null;
}

/** One minimum order can be taken from stock (the "in stock" filter). */
const inStock = sql`(${parts.availableQty} > 0 AND ${parts.availableQty} >= ${parts.minOrderQty})`;

/** Parts that have these numbers, replace them, or whose name or description mentions them. */
const numbered = (keys: string[]) =>
  sql`(${parts.numberKeys} @> ${textArray(keys)} OR ${parts.supersedesKeys} @> ${textArray(keys)} OR ${parts.mentionedKeys} @> ${textArray(keys)})`;

/** The search text as conditions: its number, or its words and its number-like tokens. */
function textCondition(match: SearchMatch): TextRanking & { where: SQL; corrected: string | null } {
  const words = match.wordQuery === null ? null : sql`to_tsquery('english', ${match.wordQuery})`;
  const wordsAndNumbers = [
    words ? sql`${parts.searchVector} @@ ${words}` : null,
    match.numberKeys.length > 0 ? numbered(match.numberKeys) : null,
  ].filter((condition) => condition !== null);
  const whole = match.wholeKey
    ? sql`(${numbered([match.wholeKey])} OR ${parts.partNumberKey} LIKE ${`${match.wholeKey}%`})`
    : null;
  const tokens = wordsAndNumbers.length > 0 ? sql.join(wordsAndNumbers, sql` AND `) : null;
  const where = whole && tokens ? sql`(${whole} OR (${tokens}))` : (whole ?? tokens ?? sql`false`);
  const exactKeys = [match.wholeKey, ...match.numberKeys].filter((key) => key !== null);
  const byNumber = exactKeys.length > 0;
  return {
    where,
    // The part that replaces the number first, then the exact number, then the number being
    // typed, then the best words.
    replaces: byNumber ? sql`${parts.supersedesKeys} && ${textArray(exactKeys)}` : null,
    current: byNumber ? notReplaced : null,
    exact: byNumber ? sql`${parts.numberKeys} && ${textArray(exactKeys)}` : null,
    named: words ? sql`ts_filter(${parts.searchVector}, '{a}') @@ ${words}` : null,
    rank: words ? sql`ts_rank_cd(${parts.searchVector}, ${words})` : null,
    corrected: match.corrected,
  };
}

/** Every filter but the text, as one condition (true when there is none). */
function filterCondition(filters: PartFilters): SQL[] {
  const conditions: SQL[] = [];
  const { category, brands, minPriceCents, maxPriceCents } = filters;
  if (category !== undefined)
    conditions.push(
      isCategoryGroup(category)
        ? sql`${parts.category} LIKE ${`${category}${CATEGORY_SEPARATOR}%`}`
        : sql`${parts.category} = ${category}`,
    );
  if (brands.length > 0) conditions.push(sql`${parts.brand} = ANY(${textArray(brands)})`);
  if (minPriceCents !== undefined) conditions.push(sql`${parts.priceCents} >= ${minPriceCents}`);
  if (maxPriceCents !== undefined) conditions.push(sql`${parts.priceCents} <= ${maxPriceCents}`);
  if (filters.retired === "only") conditions.push(isRetired);
  else if (filters.retired !== "any") conditions.push(onSale);
  if (filters.inStock) conditions.push(inStock);
  if (filters.stockLevel === "low") conditions.push(isLowStock);
  // Out of stock: not even one minimum order can be taken (the "in stock" filter's opposite).
  if (filters.stockLevel === "out")
    conditions.push(sql`${parts.availableQty} < greatest(${parts.minOrderQty}, 1)`);
  return conditions;
}

/**
 * The WHERE of a finder query; for a text search, how to rank what it finds; for a vehicle, the
 * fit state of each part found (null without one).
 */
export async function finderConditions(filters: PartFilters) {
  const [text, scope] = await Promise.all([
    filters.q ? matchSearch(await getDb(), filters.q, filters.asTyped).then(textCondition) : null,
    filters.vehicleId ? vehicleScope(filters.vehicleId) : null,
  ]);
  const columnFilters = filterCondition(filters);
  const conditions = [
    ...(text ? [text.where] : []),
    ...columnFilters,
    ...(scope ? [fitsVehicle(scope, columnFilters)] : []),
  ];
  return {
    where: conditions.length > 0 ? sql.join(conditions, sql` AND `) : sql`true`,
    text,
    /** A search by words: read it with onSearchIndexes() (see there why). */
    byWords: text?.rank != null,
    fitment: scope ? (fitStateOf(scope) as SQL<FoundFitState>) : null,
    fitRank: scope ? fitRankOf(scope) : null,
  };
}

/**
 * The finder's best match: an exact number first; for a vehicle, parts that fit it or every
 * vehicle before those that fit under conditions; then parts whose name holds the words; in
 * stock before out of stock among those equally relevant; then the closest words, the newest.
 */
function relevance(text: TextRanking | null, fitRank: SQL | null, newest: SQL): SQL {
  return sql.join(
    [
      ...(text?.replaces ? [sql`${text.replaces} DESC`] : []),
      ...(text?.current ? [sql`${text.current} DESC`] : []),
      ...(text?.exact ? [sql`${text.exact} DESC`] : []),
      ...(fitRank ? [sql`${fitRank} ASC`] : []),
      ...(text?.named ? [sql`${text.named} DESC`] : []),
      sql`${inStock} DESC`,
      ...(text?.rank ? [sql`${text.rank} DESC`] : []),
      newest,
    ],
    sql`, `,
  );
}

function orderBy(sort: PartSort, text: TextRanking | null, fitRank: SQL | null): SQL {
  const newest = sql`${parts.createdAt} DESC, ${parts.id} DESC`;
  switch (sort) {
    case "oldest":
      return sql`${parts.createdAt} ASC, ${parts.id} ASC`;
    case "price-asc":
      return sql`${parts.priceCents} ASC, ${parts.id} ASC`;
    case "price-desc":
      return sql`${parts.priceCents} DESC, ${parts.id} ASC`;
    case "name":
      return sql`lower(${parts.productName}) ASC, ${parts.id} ASC`;
    case "name-desc":
      return sql`lower(${parts.productName}) DESC, ${parts.id} DESC`;
    case "stock-asc":
      return sql`${parts.availableQty} ASC, ${parts.id} ASC`;
    case "stock-desc":
      return sql`${parts.availableQty} DESC, ${parts.id} DESC`;
    case "number-asc":
      return sql`${parts.partNumberKey} ASC, ${parts.id} ASC`;
    case "number-desc":
      return sql`${parts.partNumberKey} DESC, ${parts.id} DESC`;
    case "relevance":
      return relevance(text, fitRank, newest);
    default:
      return newest;
  }
}

/** One page of the parts the filters find, in this order, and how many they find in all. */
export async function searchParts(
  filters: PartFilters,
  sort: PartSort,
  page: number,
  pageSize: number,
): Promise<PartsPage> {
  const db = await getDb();
  const { where, text, byWords, fitment, fitRank } = await finderConditions(filters);
  const read = <T>(query: (reader: Db) => Promise<T>) =>
    byWords ? onSearchIndexes(db, query) : query(db);
  const [rows, [counted]] = await Promise.all([
    read((reader) =>
      reader
        .select({
          ...partColumns,
          fitment: fitment ?? sql<null>`null`,
          replacesSearched: text?.replaces ?? sql<null>`null`,
        })
        .from(parts)
        .where(where)
        .orderBy(orderBy(sort, text, fitRank))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
    ),
    read((reader) =>
      reader
        .select({ total: sql<number>`count(*)::int` })
        .from(parts)
        .where(where),
    ),
  ]);
  // The fit state is part of the answer only when a vehicle was asked about; `replaces` only
  // for a part that replaces the number searched.
  const found = rows.map(({ fitment: state, replacesSearched, ...row }) => ({
    ...toPartJson(row),
    ...(state === null ? {} : { fitment: state }),
    ...(replacesSearched ? { replaces: filters.q!.trim() } : {}),
  }));
  const listing = pageOf(found, page, pageSize, counted?.total ?? 0);
  return text?.corrected ? { ...listing, correctedQuery: text.corrected } : listing;
}
