// The shipping domain's browser calls, each typed by its route's declaration.
export {
  quoteShipping,
  saveShippingRates,
  SHIPPING_RATES_PATH,
  type ShippingRatesAnswer,
  type ShippingRatesBody,
  type ShippingQuote,
} from "./shipping";
