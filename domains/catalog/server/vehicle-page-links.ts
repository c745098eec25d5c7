import "server-only";
import { and, asc, count, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { getDb } from "@/lib/db";
import { vehiclePagePath } from "@/domains/fitment";
import { fitments, vehicles } from "@/models";

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

/** A stretch of the listed landing pages' paths, by make, model and year. */
export async function listVehiclePagePaths(offset: number, limit: number): Promise<string[]> {
  const rows = await (
    await getDb()
  )
    .select({ make: vehicles.make, model: vehicles.model, year: vehicles.year })
    .from(vehicles)
    .where(listedVehicles)
    .orderBy(asc(vehicles.makeSlug), asc(vehicles.modelSlug), asc(vehicles.year), asc(vehicles.id))
    .limit(limit)
    .offset(offset);
  return rows.map(vehiclePagePath);
}
