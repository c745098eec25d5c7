// Checkouts: a cart's lines placed as orders together, read back together.
export { placeCheckout, MAX_CHECKOUT_LINES } from "./place-checkout";
export { getCheckout, isCheckout } from "./checkout-reads";
