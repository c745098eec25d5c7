import "server-only";
import type { StripeSettings } from "@/lib/payments/config";
import { SHOP_CURRENCY, stripeClient } from "@/lib/payments/stripe-provider";
import { AppError } from "@/lib/errors";
import { logger } from "@/lib/log";
import { taxMessages } from "@/domains/tax/tax-texts";
import type { SaleTax, TaxableSale } from "./sale-tax";

// A checkout waits on this answer inside its transaction: fail fast rather than hold its locks.
const TAX_TIMEOUT_MS = 5_000;

const thousandths = (percent: number) => Math.round(percent * 1000) / 1000;

/**
 * The sale's tax as Stripe Tax reckons it (its rates, per line and jurisdiction). The rate kept
 * is the sum of the jurisdictions' rates (state, county, city). Stripe unreachable or refusing:
 * 503 and nothing charged — never a sale at a tax nobody reckoned.
 */
export async function stripeSaleTax(
  settings: StripeSettings,
  sale: TaxableSale & { zip: string },
): Promise<SaleTax> {
  try {
    const calculation = await stripeClient(settings).tax.calculations.create(
      {
        currency: SHOP_CURRENCY,
        line_items: sale.lines.map((line) => ({
          amount: line.cents,
          reference: line.partId,
          tax_behavior: "exclusive",
        })),
        shipping_cost: { amount: sale.shippingCents, tax_behavior: "exclusive" },
        customer_details: {
          address: { country: "US", state: sale.state, postal_code: sale.zip.slice(0, 5) },
          address_source: "shipping",
        },
      },
      { timeout: TAX_TIMEOUT_MS, maxNetworkRetries: 0 },
    );
    const ratePercent = (calculation.tax_breakdown ?? []).reduce(
      (sum, part) => sum + Number(part.tax_rate_details?.percentage_decimal ?? 0),
      0,
    );
    return {
      taxCents: calculation.tax_amount_exclusive,
      ratePercent: thousandths(ratePercent),
      // With no shipping charged there is nothing to tell it by: the table's rule stands.
      shippingTaxable:
        sale.shippingCents > 0
          ? (calculation.shipping_cost?.amount_tax ?? 0) > 0
          : sale.shippingTaxable,
    };
  } catch (error) {
    logger.error({ err: error, state: sale.state }, "Stripe Tax could not reckon a sale's tax");
    throw new AppError(503, taxMessages.providerUnavailable);
  }
}
