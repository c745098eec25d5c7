import "server-only";
import { config } from "@/lib/config";
import type { UsState } from "@/lib/geo/us-states";
import { stripeSettings } from "@/lib/payments/config";
import { taxCents } from "@/domains/tax/tax-amounts";
import { stripeSaleTax } from "./stripe-sale-tax";

/** A checkout's sale as its tax is reckoned: where it goes, at the table's rule, and its lines. */
export interface TaxableSale {
  state: UsState;
  /** The destination's ZIP; the contract's single order may have none. */
  zip: string | null;
  /** The shop's rates table for `state`. */
  ratePercent: number;
  shippingTaxable: boolean;
  subtotalCents: number;
  shippingCents: number;
  lines: { partId: string; cents: number }[];
}

/** The tax of a sale and the rule it was reckoned by (kept on the orders, shown on invoices). */
export interface SaleTax {
  taxCents: number;
  ratePercent: number;
  shippingTaxable: boolean;
}

/**
 * The tax of a sale: Stripe Tax's when the operator turned it on (STRIPE_TAX=true with the Stripe
 * keys), else the shop's rates table. Stripe Tax needs a US destination's ZIP, so a sale without
 * one (a contract order sent without it) is reckoned by the table either way.
 */
export async function saleTax(sale: TaxableSale): Promise<SaleTax> {
  const stripe = config().stripeTax ? stripeSettings() : undefined;
  if (stripe && sale.zip !== null) return stripeSaleTax(stripe, { ...sale, zip: sale.zip });
  return {
    taxCents: taxCents(sale),
    ratePercent: sale.ratePercent,
    shippingTaxable: sale.shippingTaxable,
  };
}
