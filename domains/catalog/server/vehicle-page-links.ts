import "server-only";
import { and, asc, count, eq, isNull, max } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { getDb, type Db } from "@/lib/db";
import { vehiclePagePath } from "@/domains/fitment";
import { fitments, parts, vehicles } from "@/models";

// Another vehicle record of the same year, make and model (named so in the SQL below).
const configuration = alias(vehicles, "configuration");

/**
 * Each year, make and model with a fitment row, and when its newest fitting part on sale was added
 * (the page's date: parts and fitment rows keep no other; null when all are retired). One pass
 * over the fitment rows: a subquery per vehicle took three times as long at 600,000 rows.
 */
const fittedModels = (db: Db) =>
  db
    .select({
      year: configuration.year,
      make: configuration.make,
      model: configuration.model,
      newest: max(parts.createdAt).as("newest"),
    })
    .from(configuration)
    .innerJoin(fitments, eq(fitments.vehicleId, configuration.id))
    .leftJoin(parts, and(eq(parts.id, fitments.partId), isNull(parts.retiredAt)))
    .groupBy(configuration.year, configuration.make, configuration.model)
    .as("fitted");

/**
 * The base vehicles with a landing page worth listing (joined to their fitted models): a part is
 * fitted to the vehicle or one of its configurations. Universal parts fit every vehicle, so a page
 * of those alone would be one of thousands alike (crawlers spend their visits on pages that differ).
 */
const isFittedModelOf = (fitted: ReturnType<typeof fittedModels>) =>
  and(
    eq(fitted.year, vehicles.year),
    eq(fitted.make, vehicles.make),
    eq(fitted.model, vehicles.model),
  );
const isBaseVehicle = and(eq(vehicles.submodel, ""), eq(vehicles.engine, ""));

/** How many landing pages the sitemap lists. */
export async function countVehiclePages(): Promise<number> {
  const db = await getDb();
  const fitted = fittedModels(db);
  const [counted] = await db
    .select({ total: count() })
    .from(vehicles)
    .innerJoin(fitted, isFittedModelOf(fitted))
    .where(isBaseVehicle);
  return counted?.total ?? 0;
}

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
  const fitted = fittedModels(db);
  const rows = await db
    .select({
      make: vehicles.make,
      model: vehicles.model,
      year: vehicles.year,
      newest: fitted.newest,
    })
    .from(vehicles)
    .innerJoin(fitted, isFittedModelOf(fitted))
    .where(isBaseVehicle)
    .orderBy(asc(vehicles.makeSlug), asc(vehicles.modelSlug), asc(vehicles.year), asc(vehicles.id))
    .limit(limit)
    .offset(offset);
  return rows.map((row) => ({
    path: vehiclePagePath(row),
    lastmod: row.newest ? row.newest.toISOString() : null,
  }));
}
