// The shipping domain's model: the rates document (zones, services, brackets, surcharges), its
// JSON, the pure pricing and delivery dates, the quote's input and the texts.
export {
  BRACKETS_MAX,
  OVERSIZE_MAX,
  shippingRatesSchema,
  type ShippingRates,
} from "./shipping-rates";
export { toShippingRatesJson, type ShippingRatesJson } from "./rates-json";
export { DEFAULT_SHIPPING_RATES } from "./default-rates";
export { shipmentWeight, shippingPrice, type ShipmentLine } from "./shipping-price";
export { groundRatesByZone, type ZoneGroundRate } from "./zone-ground-rates";
export { addBusinessDays, deliveryBy, shipDate } from "./delivery-dates";
export { QUOTE_LINES_MAX, shippingQuoteSchema } from "./shipping-quote";
export {
  SERVICE_LABELS,
  SHIPPING_SERVICES,
  shippingMessages,
  type ShippingService,
} from "./shipping-texts";
export { shippingScreenTexts } from "./shipping-screen-texts";
export { deliveryDay, shippingEstimateTexts } from "./estimate-texts";
