import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAtColumn, idColumn } from "./columns";
import { parts } from "./parts";
import { users } from "./users";

/**
 * A vehicle as ACES names one: a base vehicle (year, make, model; submodel and engine blank) or
 * one of its configurations (a submodel and/or an engine). Blank is "any", never null, so the
 * identity is one unique index.
 */
export const vehicles = pgTable(
  "vehicles",
  {
    id: idColumn(),
    year: integer("year").notNull(),
    make: text("make").notNull(),
    model: text("model").notNull(),
    submodel: text("submodel").notNull().default(""),
    engine: text("engine").notNull().default(""),
    /** The make's and model's words in a landing page's path (/vehicles/ford/f-150/2019). */
    makeSlug: text("make_slug").notNull(),
    modelSlug: text("model_slug").notNull(),
  },
  (table) => [
    // Its prefixes serve the cascading selects: years, makes of a year, models, engines.
    uniqueIndex("vehicles_identity_idx").on(
      table.year,
      table.make,
      table.model,
      table.submodel,
      table.engine,
    ),
    index("vehicles_page_idx").on(table.makeSlug, table.modelSlug, table.year),
    check("vehicles_year_range", sql`${table.year} BETWEEN 1900 AND 2100`),
  ],
);

/**
 * A part fits a vehicle (a year range is one row per year), at a position, so many per vehicle,
 * under a condition ("with A/C"). Blank position and note mean none.
 */
export const fitments = pgTable(
  "fitments",
  {
    partId: text("part_id")
      .notNull()
      .references(() => parts.id, { onDelete: "cascade" }),
    vehicleId: text("vehicle_id")
      .notNull()
      .references(() => vehicles.id, { onDelete: "cascade" }),
    position: text("position").notNull().default(""),
    quantity: integer("quantity"),
    note: text("note").notNull().default(""),
  },
  (table) => [
    primaryKey({ columns: [table.partId, table.vehicleId, table.position] }),
    // The parts that fit a vehicle: the shop's question on every page once one is chosen.
    index("fitments_vehicle_part_idx").on(table.vehicleId, table.partId),
    check("fitments_quantity_positive", sql`${table.quantity} IS NULL OR ${table.quantity} > 0`),
  ],
);

/** A signed-in user's saved vehicles ("My Garage"). */
export const garageVehicles = pgTable(
  "garage_vehicles",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    vehicleId: text("vehicle_id")
      .notNull()
      .references(() => vehicles.id, { onDelete: "cascade" }),
    createdAt: createdAtColumn(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.vehicleId] })],
);
