import "server-only";
import { getDb } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { Actor } from "@/lib/auth/actor";
import { requireUser } from "@/lib/auth/guards";
import { centsToDollars } from "@/lib/money";
import type { CheckoutInput } from "@/domains/ordering/checkout";
import { toTotalsJson, type CheckoutQuoteJson } from "@/domains/ordering/checkout-json";
import { checkoutMessages } from "@/domains/ordering/checkout-texts";
import { cartLinesOf } from "./cart-lines";
import { checkLines } from "./line-check";
import { checkoutCharges } from "./checkout-charges";
import { taxHolderCompanyId } from "./tax-holder";

/**
 * `POST /api/checkout/quote`: the caller's cart priced as checking it out now would charge it
 * (the same lines check and the same pricing as placeCheckout), by every service; places nothing.
 */
export async function quoteCheckout(
  actor: Actor | null,
  input: CheckoutInput,
  now = new Date(),
): Promise<CheckoutQuoteJson> {
  const user = requireUser(actor);
  const db = await getDb();
  const lines = await cartLinesOf(db, user.uid);
  if (lines.length === 0) throw new AppError(409, checkoutMessages.emptyCart);
  const { failed, lineCents, coreCents } = await checkLines(db, lines);
  if (failed.length > 0)
    throw new AppError(409, checkoutMessages.linesFailed(failed.length), failed);
  const charges = await checkoutCharges(db, {
    uid: user.uid,
    companyId: await taxHolderCompanyId(db, user.uid),
    state: input.address.state,
    zip: input.address.zip,
    service: input.shipping,
    lines,
    lineCents,
    coreCents,
    now,
  });
  const { exemption } = charges.tax;
  return {
    options: charges.options.map((option) => ({
      service: option.service,
      label: option.label,
      price: centsToDollars(option.priceCents),
      days: option.days,
      deliveryBy: option.deliveryBy,
    })),
    totals: toTotalsJson(charges),
    tax: {
      state: charges.tax.state,
      rate: charges.tax.ratePercent,
      shippingTaxable: charges.tax.shippingTaxable,
      exemption: exemption && {
        certificateNumber: exemption.certificateNumber,
        expiresOn: exemption.expiresOn,
      },
    },
  };
}
