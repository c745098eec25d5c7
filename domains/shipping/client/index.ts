// The shipping domain's browser calls, each typed by its route's declaration.
export {
  saveShippingRates,
  SHIPPING_RATES_PATH,
  type ShippingRatesAnswer,
  type ShippingRatesBody,
} from "./shipping";
