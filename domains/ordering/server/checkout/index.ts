// Checkouts: a cart's lines placed as orders together, read back together.
export { placeCheckout, type CheckoutTerms } from "./place-checkout";
export { getCheckout, isCheckout } from "./checkout-reads";
export { quoteCheckout } from "./checkout-quote";
