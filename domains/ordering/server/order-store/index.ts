// Reading orders, checkouts and purchases (what one payment pays: an order, or a checkout's
// orders), and who may act on them. Orders, checkouts, payments and invoices all read here.
export { awaitingShipment, orderFor, readOrder, type OrderRow } from "./orders";
export {
  checkoutFor,
  dueOrders,
  ordersOfCheckout,
  readCheckout,
  sumCents,
  type CheckoutRow,
} from "./checkouts";
export {
  keepIntent,
  purchaseFor,
  purchaseLines,
  purchaseOfOrder,
  readPurchase,
  subjectOf,
  type Purchase,
} from "./purchases";
