export { getCart, previewCart, putCartLines, removeCartLine, setCartLine } from "./cart";
export { reorder } from "./cart-reorder";
export { checkoutInvoice, invoiceFileOf, orderInvoice } from "./invoices";
export { wrap as wrapPdfText } from "./invoices/pdf-text";
export {
  getCheckout,
  isCheckout,
  placeCheckout,
  quoteCheckout,
  type CheckoutTerms,
} from "./checkout";
// Shared lists (domains/lists) judge and put their lines as the cart and reorder do.
export { partsById } from "./cart";
export { quantityNow } from "./cart-reorder";
export {
  type EventActor,
  orderTimeline,
  recordOrderEvent,
  recordOrderEvents,
} from "./order-events";
export {
  expireOverdueOrders,
  expiryIntervalMs,
  getOrder,
  listAllOrders,
  listOrdersOf,
  deliveredAt,
  returnDeadline,
  orderedBefore,
  placeOrder,
  shipOrder,
} from "./orders";
export { exportOrdersCsv } from "./orders/orders-export";
export { ordersTablePage } from "./orders/orders-table";
export { validateQuickOrder } from "./quick-order";
export {
  awaitingShipment,
  dueOrders,
  keepIntent,
  orderFor,
  type OrderRow,
  type Purchase,
  purchaseFor,
  purchaseLines,
  purchaseOfOrder,
  readOrder,
  readPurchase,
  subjectOf,
  sumCents,
} from "./order-store";
