import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  customType,
  index,
  doublePrecision,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { createdAtColumn, idColumn } from "./columns";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/** A price break: from `minQty` pieces on, each piece costs `priceCents`. */
export interface PriceTier {
  minQty: number;
  priceCents: number;
}

/** A part's package, in inches (what shipping's oversize rule reads). */
export interface PartDimensions {
  length: number;
  width: number;
  height: number;
}

/** A name/value line of a part's specifications ("Position: Front"). */
export interface PartSpec {
  name: string;
  value: string;
}

export const parts = pgTable(
  "parts",
  {
    id: idColumn(),
    productName: text("product_name").notNull(),
    productDescription: text("product_description").notNull(),
    priceCents: integer("price_cents").notNull(),
    /**
     * The minimum order quantity (MOQ). The contract calls it `orderQty` and the admin screens
     * "maximum order quantity"; the column keeps its first name.
     */
    minOrderQty: integer("order_qty").notNull(),
    availableQty: integer("available_qty").notNull(),
    /** Stock below this counts as low; null means the default, 2 × the MOQ. */
    lowStockQty: integer("low_stock_qty"),
    /** Past the MOQ, quantities go up in steps of this many (MOQ 48, multiple 24: 48, 72, 96). */
    orderMultiple: integer("order_multiple").notNull().default(1),
    /** Price breaks by quantity, ascending minQty and falling price, all below the base price. */
    priceTiers: jsonb("price_tiers").$type<PriceTier[]>().notNull().default([]),
    /** The core deposit per piece (a remanufactured unit's old core is owed back), 0 when none. */
    coreChargeCents: integer("core_charge_cents").notNull().default(0),
    /** The barcode number (GTIN-8, -12, -13 or -14, digits as given); null when unknown. */
    gtin: text("gtin"),
    image: text("image").notNull(),
    creatorName: text("creator_name").notNull(),
    creatorUid: text("creator_uid").notNull(),
    createdAt: createdAtColumn(),
    /** The shop's own number, as written; `partNumberKey` is its matching form (unique). */
    partNumber: text("part_number").notNull(),
    partNumberKey: text("part_number_key").notNull(),
    brand: text("brand").notNull(),
    /** A leaf of the category tree ("Brakes › Pads"), see lib/contract/categories.ts. */
    category: text("category").notNull(),
    /** OEM and interchange numbers, as written. */
    oemNumbers: text("oem_numbers")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The matching keys of the part number and every OEM number: what a number search hits. */
    numberKeys: text("number_keys").array().notNull(),
    specs: jsonb("specs").$type<PartSpec[]>().notNull().default([]),
    /** The old numbers this part replaces, as written (a supersession: OLD-1 → this part). */
    supersedes: text("supersedes")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * The keys of every number this part replaces, down its chain (A → B → C: C holds B's and
     * A's), so a search for any of them finds the part that is sold now.
     */
    supersedesKeys: text("supersedes_keys")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * When the part was retired: it left the shop, search and buying, its page answers 410, and
     * the orders that hold it keep it. Null while it is sold.
     */
    retiredAt: timestamp("retired_at", { withTimezone: true, mode: "date" }),
    /** The packed part's weight in pounds, and its package's size: what shipping is priced on. */
    weight: doublePrecision("weight"),
    dimensions: jsonb("dimensions").$type<PartDimensions>(),
    /** Fits every vehicle (wiper fluid, a socket set): no fitment rows needed. */
    universal: boolean("universal").notNull().default(false),
    /**
     * The keys of numbers the name and description mention ("replaces BP-1234"): a search for
     * a number also finds the parts that name it, after the part that has it.
     */
    mentionedKeys: text("mentioned_keys")
      .array()
      .generatedAlwaysAs(sql`number_mentions(product_name || ' ' || product_description)`),
    /** Words for full-text search, kept by PostgreSQL itself on every write of the row. */
    searchVector: tsvector("search_vector").generatedAlwaysAs(
      sql`setweight(to_tsvector('english', product_name), 'A') || setweight(to_tsvector('english', brand || ' ' || category), 'B') || setweight(jsonb_to_tsvector('english', specs, '["string"]'), 'C') || setweight(to_tsvector('english', product_description), 'D')`,
    ),
  },
  (table) => [
    // One index serves both listing orders: (created_at, id) forwards, or backwards for newest.
    index("parts_created_at_id_idx").on(table.createdAt, table.id),
    uniqueIndex("parts_part_number_key_idx").on(table.partNumberKey),
    // A GTIN's identity (gtinIdentity): its 14-digit form, whatever length it was given in.
    uniqueIndex("parts_gtin_identity_idx")
      .on(sql`lpad(${table.gtin}, 14, '0')`)
      .where(sql`${table.gtin} is not null`),
    // Part-number prefixes (what a buyer is still typing) walk this index.
    index("parts_part_number_prefix_idx").on(sql`${table.partNumberKey} text_pattern_ops`),
    index("parts_number_keys_idx").using("gin", table.numberKeys),
    index("parts_supersedes_keys_idx").using("gin", table.supersedesKeys),
    index("parts_search_vector_idx").using("gin", table.searchVector),
    index("parts_category_brand_idx").on(table.category, table.brand),
    index("parts_brand_idx").on(table.brand),
    index("parts_price_idx").on(table.priceCents),
    index("parts_name_idx").on(sql`lower(${table.productName})`),
    index("parts_mentioned_keys_idx").using("gin", table.mentionedKeys),
    // Manage Products' lowStock=1 (its page and its count) and the overview's low-stock list read
    // only the parts below their level. The predicate must stay the very text of isLowStock
    // (lib/services/catalog/low-stock.ts) with LOW_STOCK_MINIMUM_ORDERS (2) in it, or no query
    // uses the index: change both together.
    index("parts_low_stock_idx")
      .on(table.createdAt, table.id)
      .where(sql`${table.availableQty} < coalesce(${table.lowStockQty}, 2 * ${table.minOrderQty})`),
    // The overview's low-stock list: lowest stock relative to the level first, so its ten are
    // the index's first ten, and its count an index-only scan. The ordering expression is
    // lowStockRatioSql's and the predicate isLowStock's (lib/services/catalog/low-stock.ts).
    index("parts_low_stock_ratio_idx")
      .on(
        sql`(${table.availableQty}::float8 / nullif(coalesce(${table.lowStockQty}, 2 * ${table.minOrderQty}), 0))`,
        table.productName,
        table.id,
      )
      .where(sql`${table.availableQty} < coalesce(${table.lowStockQty}, 2 * ${table.minOrderQty})`),
    // The few universal parts join every vehicle's list without a scan of the catalog.
    index("parts_universal_idx")
      .on(table.id)
      .where(sql`${table.universal}`),
    // The few retired parts, for the pages that answer 410.
    index("parts_retired_idx")
      .on(table.partNumberKey)
      .where(sql`${table.retiredAt} IS NOT NULL`),
    check("parts_weight_positive", sql`${table.weight} > 0`),
    check("parts_price_positive", sql`${table.priceCents} > 0`),
    check("parts_core_charge_not_negative", sql`${table.coreChargeCents} >= 0`),
    check("parts_order_qty_positive", sql`${table.minOrderQty} > 0`),
    check("parts_order_multiple_positive", sql`${table.orderMultiple} > 0`),
    check("parts_available_qty_not_negative", sql`${table.availableQty} >= 0`),
    check("parts_low_stock_qty_not_negative", sql`${table.lowStockQty} >= 0`),
  ],
);
