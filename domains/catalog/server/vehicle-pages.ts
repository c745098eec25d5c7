import "server-only";
import { and, asc, eq, inArray, ne, or, sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { rowsOf } from "@/lib/db/rows";
import { NotFoundError } from "@/lib/errors";
import {
  CATEGORIES,
  CATEGORY_GROUPS,
  CATEGORY_SEPARATOR,
  groupOf,
} from "@/domains/catalog/categories";
import type { FoundFitState } from "@/domains/fitment";
import type { PartJson } from "@/domains/catalog/part-json";
import { toVehicleJson, type VehicleJson } from "@/domains/fitment";
import type { VehiclePageParams } from "@/domains/catalog/vehicle-page";
import { fitments, parts, vehicles } from "@/models";
import { fitStateOf, fitsVehicle } from "@/domains/fitment/server";
import { vehicleScope } from "@/domains/fitment/server";
import { onSale } from "./on-sale";

/** Parts a landing page shows of each category group; the rest are one link away. */
export const VEHICLE_PAGE_PARTS_PER_GROUP = 8;

interface FoundPart<P> {
  part: P;
  fitment: FoundFitState;
}

/** A category group on a landing page: how many parts of it fit, and the first few. */
export interface VehiclePageGroup<P> {
  group: string;
  count: number;
  parts: FoundPart<P>[];
}

/**
 * What a landing page shows of a base vehicle: the parts that fit it or any of its
 * configurations, by group in the tree's order (each leaf's count too), the model's years and
 * the vehicle's configurations. `P` is a part's id until the parts are read (see fillVehiclePage).
 */
export interface VehiclePage<P = PartJson> {
  vehicle: VehicleJson;
  total: number;
  /**
   * Whether any part is fitted to this vehicle (not only universal ones): a page of universal
   * parts alone says nothing of the vehicle, so it is neither indexed nor in the sitemap.
   */
  fitted: boolean;
  groups: VehiclePageGroup<P>[];
  categories: { category: string; count: number }[];
  years: number[];
  configurations: VehicleJson[];
}

const treeIndex = (order: readonly string[], value: string) => {
  const index = order.indexOf(value);
  return index === -1 ? order.length : index;
};

/** The base vehicle a landing page's path names (null when there is none). */
export async function baseVehicle({ make, model, year }: VehiclePageParams) {
  const [base] = await (
    await getDb()
  )
    .select()
    .from(vehicles)
    .where(
      and(
        eq(vehicles.makeSlug, make.toLowerCase()),
        eq(vehicles.modelSlug, model.toLowerCase()),
        eq(vehicles.year, year),
        eq(vehicles.submodel, ""),
        eq(vehicles.engine, ""),
      ),
    )
    .orderBy(asc(vehicles.make), asc(vehicles.model))
    .limit(1);
  return base ?? null;
}

/** The years the model is recorded in, and the base vehicle's configurations. */
async function neighbours(base: typeof vehicles.$inferSelect) {
  const db = await getDb();
  const [years, configurations] = await Promise.all([
    db
      .selectDistinct({ year: vehicles.year })
      .from(vehicles)
      .where(and(eq(vehicles.makeSlug, base.makeSlug), eq(vehicles.modelSlug, base.modelSlug)))
      .orderBy(asc(vehicles.year)),
    db
      .select()
      .from(vehicles)
      .where(
        and(
          eq(vehicles.year, base.year),
          eq(vehicles.make, base.make),
          eq(vehicles.model, base.model),
          or(ne(vehicles.submodel, ""), ne(vehicles.engine, "")),
        ),
      )
      .orderBy(asc(vehicles.submodel), asc(vehicles.engine)),
  ]);
  return { years: years.map((row) => row.year), configurations: configurations.map(toVehicleJson) };
}

/**
 * The landing page's parts as ids: each leaf's count, and per group the first few (those fitted
 * to the vehicle before universal ones, newest first), ranked in one pass by a window.
 */
async function fittingParts(vehicleId: string) {
  const scope = await vehicleScope(vehicleId);
  const db = await getDb();
  const group = sql`split_part(fitting.category, ${CATEGORY_SEPARATOR}, 1)`;
  const fitsOnSale = sql`${fitsVehicle(scope, [onSale])} AND ${onSale}`;
  const [counted, ranked, anyFitted] = await Promise.all([
    db.execute(sql`SELECT ${parts.category} AS category, count(*)::int AS found
      FROM ${parts} WHERE ${fitsOnSale} GROUP BY ${parts.category}`),
    db.execute(sql`SELECT id, category, state FROM (
        SELECT fitting.*, row_number() OVER (PARTITION BY ${group} ORDER BY
          CASE fitting.state WHEN 'fits' THEN 0 WHEN 'conditional' THEN 1 ELSE 2 END,
          fitting.created_at DESC, fitting.id DESC) AS rank
        FROM (SELECT ${parts.id} AS id, ${parts.category} AS category,
            ${parts.createdAt} AS created_at, ${fitStateOf(scope)} AS state
          FROM ${parts} WHERE ${fitsOnSale}) AS fitting
      ) AS ranked
      WHERE rank <= ${VEHICLE_PAGE_PARTS_PER_GROUP} ORDER BY rank`),
    db
      .select({ partId: fitments.partId })
      .from(fitments)
      .where(inArray(fitments.vehicleId, scope.compatibleIds))
      .limit(1),
  ]);
  return {
    fitted: anyFitted.length > 0,
    counts: rowsOf<{ category: string; found: number }>(counted),
    shown: rowsOf<{ id: string; category: string; state: FoundFitState }>(ranked),
  };
}

/** The landing page of `/vehicles/{make}/{model}/{year}`, parts as ids; 404 for no such vehicle. */
export async function findVehiclePage(params: VehiclePageParams): Promise<VehiclePage<string>> {
  const base = await baseVehicle(params);
  if (!base) throw new NotFoundError("Vehicle");
  const [{ counts, shown, fitted }, { years, configurations }] = await Promise.all([
    fittingParts(base.id),
    neighbours(base),
  ]);
  const groupNames = [...new Set(counts.map((row) => groupOf(row.category)))].sort(
    (a, b) => treeIndex(CATEGORY_GROUPS, a) - treeIndex(CATEGORY_GROUPS, b),
  );
  const groups = groupNames.map((group) => ({
    group,
    count: counts
      .filter((row) => groupOf(row.category) === group)
      .reduce((sum, row) => sum + row.found, 0),
    parts: shown
      .filter((row) => groupOf(row.category) === group)
      .map((row) => ({ part: row.id, fitment: row.state })),
  }));
  const categories = counts
    .map((row) => ({ category: row.category, count: row.found }))
    .sort((a, b) => treeIndex(CATEGORIES, a.category) - treeIndex(CATEGORIES, b.category));
  return {
    vehicle: toVehicleJson(base),
    total: counts.reduce((sum, row) => sum + row.found, 0),
    fitted,
    groups,
    categories,
    years,
    configurations,
  };
}

/** The page with its parts read by `load` (a part deleted meanwhile is left out). */
export async function fillVehiclePage(
  page: VehiclePage<string>,
  load: (ids: string[]) => Promise<PartJson[]>,
): Promise<VehiclePage> {
  const found = await load(page.groups.flatMap((group) => group.parts.map((shown) => shown.part)));
  const byId = new Map(found.map((part) => [part._id, part]));
  return {
    ...page,
    groups: page.groups.map((group) => ({
      ...group,
      parts: group.parts.flatMap(({ part, fitment }) => {
        const loaded = byId.get(part);
        return loaded ? [{ part: loaded, fitment }] : [];
      }),
    })),
  };
}
