import { sql, type SQL } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  integer,
  numeric,
  text,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import { taxExemptions } from "./tax";

/**
 * What a checkout charged beyond its lines, and why; each of its orders keeps its share of the
 * same figures (allocated by line value, the shares adding up to the checkout's cents). Rows
 * written before shipping and tax existed charge none: 0 cents and no service or state.
 */
export function chargeColumns() {
  return {
    /** "ground" or "express"; null where nothing was shipped-priced (rows before 0026). */
    shippingService: text("shipping_service"),
    shippingCents: integer("shipping_cents").notNull().default(0),
    /** The last business day delivery is promised by, in the shop's time zone. */
    deliveryBy: date("delivery_by", { mode: "string" }),
    taxCents: integer("tax_cents").notNull().default(0),
    /** The destination state the tax was computed for, and its rate then (percent). */
    taxState: text("tax_state"),
    taxRate: numeric("tax_rate", { precision: 6, scale: 3 }),
    /** The value tax was charged on: the lines, and the shipping where the state taxes it. */
    taxableCents: integer("taxable_cents").notNull().default(0),
    /** The value an exemption certificate freed from tax (0 when none applied). */
    exemptCents: integer("exempt_cents").notNull().default(0),
    taxExemptionId: text("tax_exemption_id").references((): AnyPgColumn => taxExemptions.id, {
      onDelete: "set null",
    }),
    /** The certificate's number as it was when it applied: the invoice says why tax is 0. */
    taxExemptCertificate: text("tax_exempt_certificate"),
    /** No state was given (the contract's single order): the shop's default state applied. */
    destinationDefaulted: boolean("destination_defaulted").notNull().default(false),
  };
}

type ChargeTable = {
  shippingService: AnyPgColumn;
  shippingCents: AnyPgColumn;
  taxCents: AnyPgColumn;
  taxableCents: AnyPgColumn;
  exemptCents: AnyPgColumn;
};

const positive = (column: AnyPgColumn): SQL => sql`${column} >= 0`;

/** The charge columns' checks, named after their table. */
export function chargeChecks(name: string, table: ChargeTable) {
  return [
    check(
      `${name}_shipping_service_check`,
      sql`${table.shippingService} IS NULL OR ${table.shippingService} IN ('ground', 'express')`,
    ),
    check(`${name}_shipping_cents_check`, positive(table.shippingCents)),
    check(`${name}_tax_cents_check`, positive(table.taxCents)),
    check(`${name}_taxable_cents_check`, positive(table.taxableCents)),
    check(`${name}_exempt_cents_check`, positive(table.exemptCents)),
  ];
}
