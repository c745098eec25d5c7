import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAtColumn, idColumn } from "./columns";
import { companies } from "./companies";
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

/**
 * A saved vehicle of a garage ("My Garage"): a person's own, or a company's that all its members
 * share, so exactly one owner is set. An entry may carry the VIN it was saved by, a label and a
 * fleet's unit number. A VIN is in a garage once; a vehicle saved without one, once.
 */
export const garageVehicles = pgTable(
  "garage_vehicles",
  {
    id: idColumn(),
    userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
    companyId: text("company_id").references(() => companies.id, { onDelete: "cascade" }),
    vehicleId: text("vehicle_id")
      .notNull()
      .references(() => vehicles.id, { onDelete: "cascade" }),
    vin: text("vin"),
    label: text("label"),
    unitNumber: text("unit_number"),
    createdAt: createdAtColumn(),
  },
  (table) => [
    check(
      "garage_vehicles_one_owner",
      sql`(${table.userId} IS NULL) <> (${table.companyId} IS NULL)`,
    ),
    check("garage_vehicles_label_length", sql`char_length(${table.label}) <= 60`),
    check("garage_vehicles_unit_number_length", sql`char_length(${table.unitNumber}) <= 30`),
    // The garage's list, newest first; the unique indexes below start with the owner too.
    index("garage_vehicles_user_idx").on(table.userId, table.createdAt),
    index("garage_vehicles_company_idx").on(table.companyId, table.createdAt),
    uniqueIndex("garage_vehicles_user_vin_idx")
      .on(table.userId, table.vin)
      .where(sql`${table.userId} IS NOT NULL AND ${table.vin} IS NOT NULL`),
    uniqueIndex("garage_vehicles_company_vin_idx")
      .on(table.companyId, table.vin)
      .where(sql`${table.companyId} IS NOT NULL AND ${table.vin} IS NOT NULL`),
    uniqueIndex("garage_vehicles_user_vehicle_idx")
      .on(table.userId, table.vehicleId)
      .where(sql`${table.userId} IS NOT NULL AND ${table.vin} IS NULL`),
    uniqueIndex("garage_vehicles_company_vehicle_idx")
      .on(table.companyId, table.vehicleId)
      .where(sql`${table.companyId} IS NOT NULL AND ${table.vin} IS NULL`),
  ],
);
