import { SERVICE_LABELS } from "@/domains/shipping";
import { chargeTexts } from "./charge-texts";
import { coreChargeTexts as coreTexts } from "@/domains/catalog";
import type { OrderJson } from "./order-json";

/** What an order, a checkout or a checkout's quote charges and how it was reckoned, in dollars. */
export type Charges = Pick<
  OrderJson,
  | "subtotal"
  | "coreCharge"
  | "shipping"
  | "tax"
  | "total"
  | "shippingService"
  | "deliveryBy"
  | "taxState"
  | "taxRate"
  | "taxExemptCertificate"
  | "destinationDefaulted"
>;

interface ChargeLine {
  label: string;
  amount: number;
}

/** One line's core deposit: dollars per piece, and the pieces. */
export interface CoreDeposit {
  each: number;
  quantity: number;
}

/** The lines every invoice, mail and screen shows under the parts, ending with the total. */
export interface ChargeBreakdown {
  lines: ChargeLine[];
  total: ChargeLine;
  /** Why the shop's default state was used, when it was; else null. */
  note: string | null;
}

// Dollars added as floats drift (0.1 + 0.2); a sum of cents does not.
const addDollars = (amounts: number[]) =>
  amounts.reduce((sum, amount) => sum + Math.round(amount * 100), 0) / 100;

/** The orders' core deposits, each per piece (exact: an order's is per piece × its quantity). */
export const coreDepositsOf = (
  orders: Pick<OrderJson, "coreCharge" | "productInfo">[],
): CoreDeposit[] =>
  orders
    .filter((order) => order.coreCharge > 0)
    .map(({ coreCharge, productInfo: { orderQty } }) => ({
      each: Math.round((coreCharge * 100) / orderQty) / 100,
      quantity: orderQty,
    }));

/** A checkout's charges from its orders' shares: their sums, reckoned as its first order was. */
export function combinedCharges(orders: Charges[]): Charges {
  const sumOf = (key: "subtotal" | "coreCharge" | "shipping" | "tax" | "total") =>
    addDollars(orders.map((order) => order[key]));
  return {
    ...orders[0]!,
    subtotal: sumOf("subtotal"),
    coreCharge: sumOf("coreCharge"),
    shipping: sumOf("shipping"),
    tax: sumOf("tax"),
    total: sumOf("total"),
  };
}

/**
 * The core deposits' lines: one per line that has one ("Core deposit 45.00$ × 4, …"), or, when
 * the lines are not known (a checkout's quote), their sum on one line; none without a deposit.
 */
function depositLines(coreCharge: number, deposits: CoreDeposit[]): ChargeLine[] {
  if (coreCharge === 0) return [];
  if (deposits.length === 0) return [{ label: coreTexts.total, amount: coreCharge }];
  return deposits.map(({ each, quantity }) => ({
    label: coreTexts.line(each, quantity),
    amount: (Math.round(each * 100) * quantity) / 100,
  }));
}

/**
 * Subtotal, core deposits (`deposits`: each line's, see coreDepositsOf), shipping (service and
 * delivery date), tax (state and rate, or the exemption) and total. Orders placed before shipping
 * and tax were charged have no service or state: their breakdown is the subtotal and total
 * alone, not a shipping or tax line that was never reckoned.
 */
export function chargeBreakdown(charges: Charges, deposits: CoreDeposit[] = []): ChargeBreakdown {
  const { shippingService, taxState, taxRate, taxExemptCertificate } = charges;
  const lines: ChargeLine[] = [
    { label: chargeTexts.subtotal, amount: charges.subtotal },
    ...depositLines(charges.coreCharge, deposits),
  ];
  if (shippingService)
    lines.push({
      label: chargeTexts.shipping(SERVICE_LABELS[shippingService], charges.deliveryBy),
      amount: charges.shipping,
    });
  if (taxState && taxExemptCertificate)
    lines.push({ label: chargeTexts.exempt(taxExemptCertificate, taxState), amount: charges.tax });
  else if (taxState && taxRate !== null)
    lines.push({ label: chargeTexts.tax(taxState, taxRate), amount: charges.tax });
  return {
    lines,
    total: { label: chargeTexts.total, amount: charges.total },
    note: charges.destinationDefaulted && taxState ? chargeTexts.defaultState(taxState) : null,
  };
}
