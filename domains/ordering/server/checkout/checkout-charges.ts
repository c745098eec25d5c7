import "server-only";
import type { Db, Tx } from "@/lib/db";
import type { UsState } from "@/lib/geo/us-states";
import type { ShippingService } from "@/domains/shipping";
import { shippingOptions } from "@/domains/shipping/server";
import { allocateCents } from "@/domains/tax";
import { saleTax, taxFor } from "@/domains/tax/server";

/** What a checkout (or a single order) is priced for: its lines at the buyer's prices, and where. */
export interface ChargeRequest {
  uid: string;
  /** The approved company the buyer buys for (its exemption certificates count), or null. */
  companyId: string | null;
  state: UsState;
  /** The destination's ZIP (the contract's single order may have none). */
  zip: string | null;
  service: ShippingService;
  lines: { partId: string; quantity: number }[];
  /** Each line's value (unit price × quantity, the buyer's prices), in cents. */
  lineCents: number[];
  /** Each line's core deposit (per piece × quantity), in cents: charged, never taxed or shipped. */
  coreCents: number[];
  now: Date;
}

/** The figures of models/charge-columns.ts a row keeps (its share, or a checkout's whole). */
export interface ChargeFigures {
  shippingCents: number;
  taxCents: number;
  taxableCents: number;
  exemptCents: number;
}

export type CheckoutCharges = Awaited<ReturnType<typeof checkoutCharges>>;

/**
 * The one pricing of a checkout, used by its quote and by placing it (so the preview and the
 * charge cannot differ): every service's option, the chosen service's shipping, and the tax at the
 * destination state (the rates table's, or Stripe Tax's when it is on) — 0 when the buyer holds a
 * verified, unexpired certificate for that state, and then the value it would have taxed is kept
 * as exempt. Rounded once for the whole checkout. The core deposits add to the total alone.
 */
export async function checkoutCharges(db: Db | Tx, request: ChargeRequest) {
  const subtotalCents = request.lineCents.reduce((sum, cents) => sum + cents, 0);
  const coreChargeCents = request.coreCents.reduce((sum, cents) => sum + cents, 0);
  const options = await shippingOptions(db, {
    state: request.state,
    lines: request.lines,
    subtotalCents,
    now: request.now,
  });
  const shipping = options.find((option) => option.service === request.service)!;
  const rule = await taxFor(db, {
    uid: request.uid,
    companyId: request.companyId,
    state: request.state,
    on: request.now,
  });
  const shippingCents = shipping.priceCents;
  const exempt = rule.exemption !== null;
  // An exempt sale is 0 by the certificate: no rate, table or Stripe Tax, is asked.
  const reckoned = exempt
    ? { taxCents: 0, ratePercent: rule.ratePercent, shippingTaxable: rule.shippingTaxable }
    : await saleTax({
        state: request.state,
        zip: request.zip,
        ratePercent: rule.ratePercent,
        shippingTaxable: rule.shippingTaxable,
        subtotalCents,
        shippingCents,
        lines: request.lines.map((line, index) => ({
          partId: line.partId,
          cents: request.lineCents[index]!,
        })),
      });
  const tax = {
    ...rule,
    ratePercent: reckoned.ratePercent,
    shippingTaxable: reckoned.shippingTaxable,
  };
  // The core deposit is refundable, not a sale: it is outside the taxed value (and the shipped
  // value above), and only added to the total.
  const valueCents = subtotalCents + (tax.shippingTaxable ? shippingCents : 0);
  const figures: ChargeFigures = {
    shippingCents,
    taxCents: reckoned.taxCents,
    taxableCents: exempt ? 0 : valueCents,
    exemptCents: exempt ? valueCents : 0,
  };
  const totalCents = subtotalCents + coreChargeCents + figures.shippingCents + figures.taxCents;
  return { options, shipping, tax, subtotalCents, coreChargeCents, totalCents, ...figures };
}

/** Each line's share of the checkout's figures, by line value; the shares add up exactly. */
export function chargeShares(charges: ChargeFigures, lineCents: number[]): ChargeFigures[] {
  const shipping = allocateCents(charges.shippingCents, lineCents);
  const tax = allocateCents(charges.taxCents, lineCents);
  const taxable = allocateCents(charges.taxableCents, lineCents);
  const exempt = allocateCents(charges.exemptCents, lineCents);
  return lineCents.map((_, index) => ({
    shippingCents: shipping[index]!,
    taxCents: tax[index]!,
    taxableCents: taxable[index]!,
    exemptCents: exempt[index]!,
  }));
}

/** The columns a checkout and each of its orders keep about how they were charged. */
export function chargeBasis(charges: CheckoutCharges, destinationDefaulted: boolean) {
  return {
    shippingService: charges.shipping.service,
    deliveryBy: charges.shipping.deliveryBy,
    taxState: charges.tax.state,
    taxRate: String(charges.tax.ratePercent),
    taxExemptionId: charges.tax.exemption?.id ?? null,
    taxExemptCertificate: charges.tax.exemption?.certificateNumber ?? null,
    destinationDefaulted,
  };
}
