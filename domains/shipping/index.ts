// The shipping domain's model: the rates document (zones, services, brackets, surcharges), its
// JSON, the pure pricing and delivery dates, the quote's input and the texts.
export {
  BRACKETS_MAX,
  OVERSIZE_MAX,
  shippingRatesSchema,
  type ServiceRates,
  type ShippingRates,
  type ShippingRatesInput,
} from "./shipping-rates";
export { toShippingRatesJson, type ShippingRatesJson } from "./rates-json";
export { DEFAULT_SHIPPING_RATES } from "./default-rates";
export {
  shipmentWeight,
  shippingPrice,
  zoneOf,
  type Shipment,
  type ShipmentLine,
  type ShippingPrice,
} from "./shipping-price";
export { addBusinessDays, deliveryBy, shipDate, type ShopClock } from "./delivery-dates";
export {
  destinationSchema,
  QUOTE_LINES_MAX,
  shippingQuoteSchema,
  type ShippingQuoteRequest,
} from "./shipping-quote";
export {
  SERVICE_LABELS,
  SHIPPING_SERVICES,
  shippingMessages,
  type ShippingService,
} from "./shipping-texts";
export { shippingScreenTexts } from "./shipping-screen-texts";
