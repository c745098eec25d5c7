import "server-only";
import type { Actor } from "@/lib/auth/actor";
import { requireUser } from "@/lib/auth/guards";
import type { CheckoutInput } from "@/domains/ordering";
import { placeCheckout } from "@/domains/ordering/server";
import { checkoutTermsFor } from "./checkout-terms";

/**
 * `POST /api/checkout`: the cart's lines become orders, paid by card or (a company's member) on
 * the company's invoice, with its PO number; a buyer beyond their limit waits for approval.
 */
export async function placeBusinessCheckout(actor: Actor | null, input: CheckoutInput) {
  const user = requireUser(actor);
  return placeCheckout(user, input, await checkoutTermsFor(user, input));
}
