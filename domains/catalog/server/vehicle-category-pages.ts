import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { rowsOf } from "@/lib/db/rows";
import { NotFoundError } from "@/lib/errors";
import type { CategorySlugs } from "@/domains/catalog/category-slugs";
import type { PartJson } from "@/domains/catalog/part-json";
import {
  VEHICLE_CATEGORY_PAGE_SIZE,
  type VehicleCategoryPageParams,
} from "@/domains/catalog/vehicle-category-page";
import { toVehicleJson, type FoundFitState, type VehicleJson } from "@/domains/fitment";
import { fitStateOf, fitsVehicle, vehicleScope } from "@/domains/fitment/server";
import { fitments, parts } from "@/models";
import { textArray } from "@/lib/db/text-array";
import { inCategory } from "./category-pages";
import { onSale } from "./on-sale";
import { baseVehicle } from "./vehicle-pages";

/**
 * A vehicle × category page: one page of the parts of a category group (or leaf) that fit a base
 * vehicle or one of its configurations, fitted ones before universal ones. `P` is a part's id
 * until the parts are read (see fillVehicleCategoryPage).
 */
export interface VehicleCategoryPage<P = PartJson> {
  vehicle: VehicleJson;
  category: CategorySlugs;
  total: number;
  /** Whether any of them is fitted to the vehicle: universal parts alone are not indexed. */
  fitted: boolean;
  page: number;
  pageCount: number;
  parts: { part: P; fitment: FoundFitState }[];
}

/** The page `params` names, parts as ids; 404 when no vehicle, no fitting part or no such page. */
export async function findVehicleCategoryPage(
  params: VehicleCategoryPageParams,
): Promise<VehicleCategoryPage<string>> {
  const base = await baseVehicle(params);
  if (!base) throw new NotFoundError("Vehicle");
  const scope = await vehicleScope(base.id);
  const narrowing = [onSale, inCategory(params.category)];
  const fitting = sql`${fitsVehicle(scope, narrowing)} AND ${sql.join(narrowing, sql` AND `)}`;
  const fittedToVehicle = sql`${parts.id} IN (SELECT ${fitments.partId} FROM ${fitments}
    WHERE ${fitments.vehicleId} = ANY(${textArray(scope.compatibleIds)}))`;
  const db = await getDb();
  const [counted, listed] = await Promise.all([
    db.execute(sql`SELECT count(*)::int AS total, coalesce(bool_or(${fittedToVehicle}), false)
        AS fitted FROM ${parts} WHERE ${fitting}`),
    db.execute(sql`SELECT id, state FROM (SELECT ${parts.id} AS id, ${parts.createdAt} AS created,
        ${fitStateOf(scope)} AS state FROM ${parts} WHERE ${fitting}) AS fitting
      ORDER BY CASE state WHEN 'fits' THEN 0 WHEN 'conditional' THEN 1 ELSE 2 END,
        created DESC, id DESC
      LIMIT ${VEHICLE_CATEGORY_PAGE_SIZE} OFFSET ${(params.page - 1) * VEHICLE_CATEGORY_PAGE_SIZE}`),
  ]);
  const { total, fitted } = rowsOf<{ total: number; fitted: boolean }>(counted)[0] ?? {
    total: 0,
    fitted: false,
  };
  const pageCount = Math.ceil(total / VEHICLE_CATEGORY_PAGE_SIZE);
  if (params.page > pageCount) throw new NotFoundError("Page");
  return {
    vehicle: toVehicleJson(base),
    category: params.category,
    total,
    fitted,
    page: params.page,
    pageCount,
    parts: rowsOf<{ id: string; state: FoundFitState }>(listed).map((row) => ({
      part: row.id,
      fitment: row.state,
    })),
  };
}

/** The page with its parts read by `load` (a part deleted meanwhile is left out). */
export async function fillVehicleCategoryPage(
  page: VehicleCategoryPage<string>,
  load: (ids: string[]) => Promise<PartJson[]>,
): Promise<VehicleCategoryPage> {
  const found = new Map((await load(page.parts.map(({ part }) => part))).map((p) => [p._id, p]));
  return {
    ...page,
    parts: page.parts.flatMap(({ part, fitment }) => {
      const loaded = found.get(part);
      return loaded ? [{ part: loaded, fitment }] : [];
    }),
  };
}
