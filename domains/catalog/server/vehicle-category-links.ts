import "server-only";
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { getDb, type Db } from "@/lib/db";
import { textArray } from "@/lib/db/text-array";
import { CATEGORY_SEPARATOR, type CategoryGroup } from "@/domains/catalog/categories";
import { categoryPageGroups } from "@/domains/catalog/category-slugs";
import { vehicleCategoryPagePath } from "@/domains/catalog/vehicle-category-page";
import { fitments, parts, vehicles } from "@/models";

// A record of the base vehicle's year, make and model (the base itself or a configuration).
const configuration = alias(vehicles, "configuration");

// A part's group: the category path's first step.
const groupOfPart = sql<string>`split_part(${parts.category}, ${CATEGORY_SEPARATOR}, 1)`;

/** The parts on sale in a group with pages, with their group. */
const partGroups = (db: Db) =>
  db
    .select({ id: parts.id, group: groupOfPart.as("group"), createdAt: parts.createdAt })
    .from(parts)
    .where(
      and(isNull(parts.retiredAt), sql`${groupOfPart} = ANY(${textArray(categoryPageGroups())})`),
    )
    .as("part_groups");

/**
 * Each year, make and model × group with a fitted part on sale, and when the newest was added.
 * Grouped before the base vehicles are joined, so the 600,000 fitment rows are aggregated once.
 */
const fittedGroups = (db: Db) => {
  const onSale = partGroups(db);
  return db
    .select({
      year: configuration.year,
      make: configuration.make,
      model: configuration.model,
      group: onSale.group,
      newest: sql`max(${onSale.createdAt})`.mapWith(parts.createdAt).as("newest"),
    })
    .from(fitments)
    .innerJoin(configuration, eq(configuration.id, fitments.vehicleId))
    .innerJoin(onSale, eq(onSale.id, fitments.partId))
    .groupBy(configuration.year, configuration.make, configuration.model, onSale.group)
    .as("fitted_groups");
};

/**
 * The vehicle × group pages worth listing: a part of the group on sale is fitted to the base
 * vehicle or one of its configurations (universal parts alone make a page like thousands of
 * others). One query over the fitment rows, whatever the number of vehicles.
 */
function listedPages(db: Db, fitted = fittedGroups(db)) {
  return db
    .select({
      make: vehicles.make,
      model: vehicles.model,
      year: vehicles.year,
      makeSlug: vehicles.makeSlug,
      modelSlug: vehicles.modelSlug,
      group: fitted.group,
      newest: fitted.newest,
    })
    .from(vehicles)
    .innerJoin(
      fitted,
      and(
        eq(fitted.year, vehicles.year),
        eq(fitted.make, vehicles.make),
        eq(fitted.model, vehicles.model),
      ),
    )
    .where(and(eq(vehicles.submodel, ""), eq(vehicles.engine, "")))
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
  const db = await getDb();
  const fitted = fittedGroups(db);
  const rows = await listedPages(db, fitted)
    .orderBy(
      asc(vehicles.makeSlug),
      asc(vehicles.modelSlug),
      asc(vehicles.year),
      asc(vehicles.id),
      sql`array_position(${textArray(categoryPageGroups())}, ${fitted.group})`,
    )
    .limit(limit)
    .offset(offset);
  return rows.map((row) => ({
    path: vehicleCategoryPagePath(row, { group: row.group as CategoryGroup }),
    lastmod: row.newest.toISOString(),
  }));
}
