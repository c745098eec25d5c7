import "server-only";
import { asc, count, desc, eq, inArray } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { AppError, NotFoundError } from "@/lib/errors";
import type { Actor } from "@/lib/auth/actor";
import { catalogMessages } from "@/domains/catalog/catalog-texts";
import { isIdText } from "@/lib/validation/text";
import { PARTS_PAGE_SIZE, type PartsQuery } from "@/domains/catalog/public-queries";
import { hasFilters, type PartFilters } from "@/domains/catalog/part-finder";
import type { PartSort } from "@/domains/catalog/part-sorts";
import { toPartJson, type PartJson } from "@/domains/catalog/part-json";
import { partPath } from "@/domains/catalog/part-number";
import { parts } from "@/models";
import { partColumns } from "./part-columns";
import { pageOf, type PartsPage } from "./parts-page";
import { searchParts } from "./part-search";
import { onSale } from "./on-sale";

export type PartsOrder = "oldest" | "newest";

type Database = Awaited<ReturnType<typeof getDb>>;

/** Manage Products lists retired parts too; every other list only the parts on sale. */
export interface PartsScope {
  withRetired?: boolean;
}

const scoped = ({ withRetired }: PartsScope) => (withRetired ? undefined : onSale);

// Both orders walk the (created_at, id) index, forwards or backwards: no sort at any size.
function orderedParts(db: Database, order: PartsOrder) {
  const direction = order === "newest" ? desc : asc;
  return db
    .select(partColumns)
    .from(parts)
    .where(onSale)
    .orderBy(direction(parts.createdAt), direction(parts.id))
    .$dynamic();
}

/** Every part (or the first `limit`); "newest" is the contract's `?sort=1`, the shop's order. */
export async function listParts(order: PartsOrder = "oldest", limit?: number): Promise<PartJson[]> {
  const query = orderedParts(await getDb(), order);
  const rows = await (limit === undefined ? query : query.limit(limit));
  return rows.map(toPartJson);
}

/** How many parts the catalog sells (with `withRetired`, holds). */
export async function countParts(scope: PartsScope = {}): Promise<number> {
  const db = await getDb();
  const [counted] = await db.select({ total: count() }).from(parts).where(scoped(scope));
  return counted?.total ?? 0;
}

/**
 * One page of parts (pages count from 1) and how many there are in all; `total` lets a caller
 * pass a count it keeps (counting 100,000 rows costs more than reading a page).
 */
export async function listPartsPage(
  order: PartsOrder,
  page: number,
  pageSize: number,
  total: () => Promise<number> = countParts,
  scope: PartsScope = {},
): Promise<PartsPage> {
  // The ids first (the skipped rows are read from the index only), then the page's rows.
  const [ids, partCount] = await Promise.all([
    listPartIds(order, (page - 1) * pageSize, pageSize, scope),
    total(),
  ]);
  return pageOf(await partsByIds(ids), page, pageSize, partCount);
}

/** The ids of a stretch of the catalog in this order: what a page shows, without the parts. */
export async function listPartIds(
  order: PartsOrder,
  offset: number,
  limit: number,
  scope: PartsScope = {},
) {
  const direction = order === "newest" ? desc : asc;
  const rows = await (
    await getDb()
  )
    .select({ id: parts.id })
    .from(parts)
    .where(scoped(scope))
    .orderBy(direction(parts.createdAt), direction(parts.id))
    .limit(limit)
    .offset(offset);
  return rows.map((row) => row.id);
}

export interface PartLink {
  url: string;
  image: string;
  createdAt: string;
}

/** A stretch of the catalog, oldest first, as a sitemap lists it: page, picture and date. */
export async function listPartLinks(offset: number, limit: number): Promise<PartLink[]> {
  const rows = await (
    await getDb()
  )
    .select({
      partNumber: parts.partNumber,
      productName: parts.productName,
      image: parts.image,
      createdAt: parts.createdAt,
    })
    .from(parts)
    .where(onSale)
    .orderBy(asc(parts.createdAt), asc(parts.id))
    .limit(limit)
    .offset(offset);
  return rows.map((row) => ({
    url: partPath(row),
    image: row.image,
    createdAt: row.createdAt.toISOString(),
  }));
}

/** These parts, in the order of the ids given (an id that no longer exists is left out). */
export async function partsByIds(ids: string[]): Promise<PartJson[]> {
  if (ids.length === 0) return [];
  const rows = await (await getDb()).select(partColumns).from(parts).where(inArray(parts.id, ids));
  const byId = new Map(rows.map((row) => [row.id, toPartJson(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** A part as it is, retired or not (a page then says it is no longer sold). */
export async function readPart(id: string): Promise<PartJson> {
  // A URL can carry anything (a NUL byte would make PostgreSQL refuse the query): not an id.
  if (!isIdText(id)) throw new NotFoundError("Part");
  const db = await getDb();
  const [row] = await db.select(partColumns).from(parts).where(eq(parts.id, id));
  if (!row) throw new NotFoundError("Part");
  return toPartJson(row);
}

/** `GET /api/parts/{id}`: a retired part is gone (410) but to admins, who may sell it again. */
export async function getPart(actor: Actor | null, id: string): Promise<PartJson> {
  const part = await readPart(id);
  if (part.retired && actor?.role !== "admin") throw new AppError(410, catalogMessages.partRetired);
  return part;
}

// A filter or a finder sort lists through the finder; the plain orders walk the index.
const listsByFinder = (filters: PartFilters, listOrder: PartSort | undefined) =>
  hasFilters(filters) ||
  (listOrder !== undefined && listOrder !== "newest" && listOrder !== "oldest");

/**
 * One page of the parts these filters find, in this order: a search (or a vehicle) for the most
 * relevant parts unless an order is given, else newest first; the plain catalog oldest first.
 */
export async function findPartsPage(
  filters: PartFilters,
  listOrder: PartSort | undefined,
  page: number,
  pageSize: number,
): Promise<PartsPage> {
  if (listsByFinder(filters, listOrder)) {
    const order = listOrder ?? (filters.q || filters.vehicleId ? "relevance" : "newest");
    return searchParts(filters, order, page, pageSize);
  }
  const scope = { withRetired: filters.retired === "any" };
  return listPartsPage(
    listOrder === "newest" ? "newest" : "oldest",
    page,
    pageSize,
    () => countParts(scope),
    scope,
  );
}

/**
 * `GET /api/parts`: every part, or one page of them when `page` or `limit` is asked for. With a
 * filter or a finder sort the answer is always one page (see `findPartsPage`).
 */
export async function findParts(
  query: PartsQuery,
): Promise<{ parts: PartJson[]; paging?: PartsPage }> {
  const { listOrder, page, limit, filters } = query;
  if (!listsByFinder(filters, listOrder) && page === undefined && limit === undefined)
    return { parts: await listParts(listOrder === "newest" ? "newest" : "oldest") };
  const paging = await findPartsPage(filters, listOrder, page ?? 1, limit ?? PARTS_PAGE_SIZE);
  return { parts: paging.parts, paging };
}
