import "server-only";
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { getDb } from "@/lib/db";
import { textArray } from "@/lib/db/text-array";
import { CATEGORY_SEPARATOR, type CategoryGroup } from "@/domains/catalog/categories";
import { categoryPageGroups } from "@/domains/catalog/category-slugs";
import { vehicleCategoryPagePath } from "@/domains/catalog/vehicle-category-page";
import { fitments, parts, vehicles } from "@/models";

// A record of the base vehicle's year, make and model (the base itself or a configuration).
const configuration = alias(vehicles, "configuration");

// The separator written into the SQL, not bound: PostgreSQL matches the select's expression to
// the GROUP BY's only when they are the same text, and two bound parameters are not.
const groupOfPart = sql<string>`split_part(${parts.category}, ${sql.raw(`'${CATEGORY_SEPARATOR}'`)}, 1)`;

/**
 * The vehicle × group pages worth listing: a part of the group on sale is fitted to the base
 * vehicle or one of its configurations (universal parts alone make a page like thousands of
 * others). One query over the fitment rows, whatever the number of vehicles.
 */
function listedPages(db: Awaited<ReturnType<typeof getDb>>) {
  return db
    .select({
      make: vehicles.make,
      model: vehicles.model,
      year: vehicles.year,
      makeSlug: vehicles.makeSlug,
      modelSlug: vehicles.modelSlug,
      group: groupOfPart,
      newest: sql`max(${parts.createdAt})`.mapWith(parts.createdAt),
    })
    .from(vehicles)
    .innerJoin(
      configuration,
      and(
        eq(configuration.year, vehicles.year),
        eq(configuration.make, vehicles.make),
        eq(configuration.model, vehicles.model),
      ),
    )
    .innerJoin(fitments, eq(fitments.vehicleId, configuration.id))
    .innerJoin(parts, and(eq(parts.id, fitments.partId), isNull(parts.retiredAt)))
    .where(
      and(
        eq(vehicles.submodel, ""),
        eq(vehicles.engine, ""),
        sql`${groupOfPart} = ANY(${textArray(categoryPageGroups())})`,
      ),
    )
    .groupBy(
      vehicles.id,
      vehicles.make,
      vehicles.model,
      vehicles.year,
      vehicles.makeSlug,
      vehicles.modelSlug,
      groupOfPart,
    )
    .$dynamic();
}

/** How many vehicle × group pages the sitemap lists. */
export async function countVehicleCategoryPages(): Promise<number> {
  const db = await getDb();
  const listed = listedPages(db).as("listed");
  const [counted] = await db.select({ total: sql<number>`count(*)::int` }).from(listed);
  return counted?.total ?? 0;
}

export interface VehicleCategoryLink {
  path: string;
  /** When its newest fitting part was added (parts and fitment rows keep no other date). */
  lastmod: string;
}

/** A stretch of the listed pages, by make, model, year and the tree's order of groups. */
export async function listVehicleCategoryLinks(
  offset: number,
  limit: number,
): Promise<VehicleCategoryLink[]> {
  const rows = await listedPages(await getDb())
    .orderBy(
      asc(vehicles.makeSlug),
      asc(vehicles.modelSlug),
      asc(vehicles.year),
      asc(vehicles.id),
      sql`array_position(${textArray(categoryPageGroups())}, ${groupOfPart})`,
    )
    .limit(limit)
    .offset(offset);
  return rows.map((row) => ({
    path: vehicleCategoryPagePath(row, { group: row.group as CategoryGroup }),
    lastmod: row.newest.toISOString(),
  }));
}
