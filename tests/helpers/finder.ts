// The parts finder as a buyer's browser calls it (GET /api/parts and GET /api/parts/facets with
// a query string), and parts of a test's own, with words and numbers no demo part has, so a
// test that narrows by its own brand gets exact counts whatever the demo catalog holds.
import { GET as getPartsRoute, POST as postPartRoute } from "@/app/api/parts/route";
import { GET as getFacetsRoute } from "@/app/api/parts/facets/route";
import { PATCH as patchPartRoute } from "@/app/api/parts/update-stock/[id]/route";
import { numberColumns } from "@/domains/catalog/part-number";
import { toPartJson, type PartJson } from "@/domains/catalog/part-json";
import { getDb } from "@/lib/db";
import type { PartFacets } from "@/domains/catalog/server";
import type { PartSpec } from "@/models";
import { parts } from "@/models";
import { createUser } from "./accounts";
import { callRoute } from "./call-route";
import { headersOf } from "./tokens";

/** A query as a record (a list is a repeated key, as `brand=a&brand=b`) or as written. */
export type FinderQuery = Record<string, string | string[]> | string;

export function queryString(query: FinderQuery): string {
  if (typeof query === "string") return query;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    for (const one of Array.isArray(value) ? value : [value]) search.append(key, one);
  return search.toString();
}

export interface Found {
  status: number;
  body: unknown;
  parts: PartJson[];
  names: string[];
  total: number | null;
  page: number | null;
  pageCount: number | null;
}

const header = (headers: Headers, name: string) => {
  const value = headers.get(name);
  return value === null ? null : Number(value);
};

/** GET /api/parts?{query} */
export async function find(query: FinderQuery): Promise<Found> {
  const { status, body, headers } = await callRoute(
    getPartsRoute,
    `/api/parts?${queryString(query)}`,
  );
  const found = status === 200 ? (body as PartJson[]) : [];
  return {
    status,
    body,
    parts: found,
    names: found.map((part) => part.productName),
    total: header(headers, "X-Total-Count"),
    page: header(headers, "X-Page"),
    pageCount: header(headers, "X-Page-Count"),
  };
}

/** GET /api/parts/facets?{query} */
export async function facets(query: FinderQuery) {
  const { status, body } = await callRoute(
    getFacetsRoute,
    `/api/parts/facets?${queryString(query)}`,
  );
  return { status, body, facets: body as PartFacets };
}

export interface OwnPart {
  productName: string;
  partNumber: string;
  brand: string;
  category: string;
  priceCents?: number;
  minOrderQty?: number;
  availableQty?: number;
  oemNumbers?: string[];
  productDescription?: string;
  specs?: PartSpec[];
  /** Listed this many minutes before now (later parts in a list default to newer). */
  minutesAgo?: number;
}

/** Inserts a test's own parts as the admin screens store them (number keys included). */
export async function insertParts<const T extends readonly OwnPart[]>(
  list: T,
): Promise<{ -readonly [K in keyof T]: PartJson }> {
  const db = await getDb();
  const rows = await db
    .insert(parts)
    .values(
      list.map((part, index) => ({
        productName: part.productName,
        productDescription: part.productDescription ?? "Listed by an integration test.",
        priceCents: part.priceCents ?? 1000,
        minOrderQty: part.minOrderQty ?? 1,
        availableQty: part.availableQty ?? 100,
        image: "/images/parts/finder-test.svg",
        creatorName: "Tests",
        creatorUid: "tests",
        createdAt: new Date(Date.now() - (part.minutesAgo ?? list.length - index) * 60_000),
        partNumber: part.partNumber,
        brand: part.brand,
        category: part.category,
        oemNumbers: part.oemNumbers ?? [],
        specs: part.specs ?? [],
        ...numberColumns(part.partNumber, part.oemNumbers ?? []),
      })),
    )
    .returning();
  return rows.map(toPartJson) as { -readonly [K in keyof T]: PartJson };
}

let admin: ReturnType<typeof createUser> | undefined;
/** The bearer header of an admin of the test's own (made once per test file). */
const adminHeaders = async () => headersOf(await (admin ??= createUser("admin")));

/** POST /api/parts as an admin. */
export async function postPart(body: Record<string, unknown>) {
  return callRoute(postPartRoute, "/api/parts", {
    method: "POST",
    headers: await adminHeaders(),
    body: {
      availableQty: "100",
      orderQty: "1",
      price: "10",
      productDescription: "Posted by an integration test.",
      image: "/images/parts/finder-test.svg",
      ...body,
    },
  });
}

/** PATCH /api/parts/update-stock/{id} as an admin. */
export async function patchPart(id: string, body: Record<string, unknown>) {
  return callRoute(patchPartRoute, `/api/parts/update-stock/${id}`, {
    method: "PATCH",
    headers: await adminHeaders(),
    params: { id },
    body,
  });
}

/** The sum of the counts of a facet list. */
export const sumOf = (counts: { count: number }[]) =>
  counts.reduce((total, { count }) => total + count, 0);
