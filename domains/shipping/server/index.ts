// The shipping domain's server code: the stored (or default) rates, the admin's read and save,
// the options and price checkout charges (in its transaction), and the public quote.
export {
  defaultShippingState,
  readShippingRates,
  saveShippingRates,
  shippingRates,
} from "./rates-store";
export { shippingFor, shippingOptions } from "./shipping-options";
export { quoteShipping } from "./quote";
export { cachedShippingRates } from "./cached-rates";
