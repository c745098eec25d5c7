export { QUICK_ORDER_MAX_BYTES, quickOrderMessages, quickOrderScreen } from "./quick-order-texts";
export {
  bookingQuerySchema,
  optionalUidQuerySchema,
  type OrderFormInput,
  orderFormSchema,
  orderIdSchema,
  paymentClaimSchema,
  phoneSchema,
  placeOrderSchema,
  shipmentFieldsSchema,
  type ShipmentFields,
  type ShipmentFieldsOutput,
  shippedBodySchema,
  shippingAddressSchema,
} from "./orders";
export {
  cartBatchSchema,
  cartLineSchema,
  cartPartIdSchema,
  cartPreviewSchema,
  reorderSchema,
} from "./cart";
export {
  checkoutAddressSchema,
  checkoutClaimSchema,
  checkoutIdSchema,
  checkoutSchema,
  type CheckoutInput,
  type PaymentIntentInput,
  paymentIntentSchema,
  poNumberSchema,
} from "./checkout";
export { ORDER_STATUS_FILTERS, ordersTableQuerySchema } from "./orders-table-query";
export { type QuickOrderLineJson, quickOrderSchema } from "./quick-order";
export { orderDetailTexts, orderEventDetails, orderEventLabel } from "./order-event-texts";
export { cartMessages } from "./cart-texts";
export { type OrderedBeforeJson, orderedBeforeParams } from "./ordered-before";
export { type CartJson, type CartLineJson } from "./cart-json";
export { orderMessages, orderStatusLabels } from "./order-texts";
export { type CheckoutJson, type FailedLineJson } from "./checkout-json";
export { checkoutMessages } from "./checkout-texts";
export {
  type HistoryEntry,
  orderHistory,
  type PayableSummary,
  shortNumber,
} from "./order-history-json";
export {
  type MyOrderJson,
  type OrderJson,
  type OrderStatus,
  orderTotalCents,
  shipToText,
  toOrderJson,
} from "./order-json";
export { orderHistoryTexts } from "./order-history-texts";
export { invoiceMessages } from "./invoice-texts";
export { shippingMessages } from "./shipping-texts";
export { type OrderEventJson } from "./order-event-json";
export { KNOWN_CARRIERS, trackingUrl } from "./tracking-json";
export { judgeLine, linePartFromJson } from "./order-line-json";
export {
  chargeBreakdown,
  coreDepositsOf,
  type ChargeBreakdown,
  type Charges,
  combinedCharges,
} from "./charge-breakdown";
export { chargeTexts } from "./charge-texts";
export { offersReturn } from "./order-returnable";
