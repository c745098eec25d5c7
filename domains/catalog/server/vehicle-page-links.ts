import "server-only";
import { and, asc, count, eq, isNull, max, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { getDb } from "@/lib/db";
import { vehiclePagePath } from "@/domains/fitment";
import { fitments, parts, vehicles } from "@/models";

// Another vehicle record of the same year, make and model (named so in the SQL below).
const configuration = alias(vehicles, "configuration");

/**
 * The base vehicles with a landing page worth listing: a part is fitted to the vehicle or one
 * of its configurations. Universal parts fit every vehicle, so a page of those alone would be
 * one of thousands alike (crawlers spend their visits on pages that differ).
 */
const listedVehicles = and(
  eq(vehicles.submodel, ""),
  eq(vehicles.engine, ""),
  sql`EXISTS (SELECT 1 FROM ${vehicles} AS configuration JOIN ${fitments}
    ON ${fitments.vehicleId} = ${configuration.id}
    WHERE ${configuration.year} = ${vehicles.year} AND ${configuration.make} = ${vehicles.make}
      AND ${configuration.model} = ${vehicles.model})`,
);

/** How many landing pages the sitemap lists. */
export async function countVehiclePages(): Promise<number> {
  const [counted] = await (
    await getDb()
  )
    .select({ total: count() })
    .from(vehicles)
    .where(listedVehicles);
  return counted?.total ?? 0;
}

// When the newest part on sale that fits the vehicle or a configuration was added: the page's
// date (parts and fitment rows keep no other), the rule of the vehicle × category pages. Built
// as a query of its own so its columns are named with their tables (the outer select has one).
const newestFittingPart = (db: Awaited<ReturnType<typeof getDb>>) =>
  db
    .select({ newest: max(parts.createdAt) })
    .from(configuration)
    .innerJoin(fitments, eq(fitments.vehicleId, configuration.id))
    .innerJoin(parts, and(eq(parts.id, fitments.partId), isNull(parts.retiredAt)))
    .where(
      and(
        eq(configuration.year, vehicles.year),
        eq(configuration.make, vehicles.make),
        eq(configuration.model, vehicles.model),
      ),
    );

export interface VehiclePageLink {
  path: string;
  /** Null when every part fitted to it is retired (no date rather than a wrong one). */
  lastmod: string | null;
}

/** A stretch of the listed landing pages, by make, model and year. */
export async function listVehiclePageLinks(
  offset: number,
  limit: number,
): Promise<VehiclePageLink[]> {
  const db = await getDb();
  const rows = await db
    .select({
      make: vehicles.make,
      model: vehicles.model,
      year: vehicles.year,
      newest: sql`(${newestFittingPart(db)})`.mapWith(parts.createdAt),
    })
    .from(vehicles)
    .where(listedVehicles)
    .orderBy(asc(vehicles.makeSlug), asc(vehicles.modelSlug), asc(vehicles.year), asc(vehicles.id))
    .limit(limit)
    .offset(offset);
  return rows.map((row) => ({
    path: vehiclePagePath(row),
    lastmod: row.newest ? row.newest.toISOString() : null,
  }));
}
