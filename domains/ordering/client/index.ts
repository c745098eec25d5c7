export {
  addLinesToCart,
  addToCart,
  mergeGuestCart,
  removeFromCart,
  reorder,
  useCart,
} from "./cart";
export { useGuestCart } from "./guest-cart";
export {
  type CheckoutAnswer,
  type CheckoutBody,
  checkoutPath,
  type CheckoutQuote,
  markCheckoutPaid,
  placeCheckout,
  type PlacedCheckout,
  quoteCheckout,
} from "./checkout";
export {
  deleteOrder,
  getOrder,
  markOrderPaid,
  type MyOrdersAnswer,
  myOrdersPath,
  type OrderAnswer,
  orderPath,
  ORDERS_TABLE_PATH,
  type OrdersTableRow,
  placeOrder,
  shipOrder,
} from "./orders";
export { checkQuickOrder } from "./quick-order";
export { type OrderedBeforeAnswer, orderedBeforePath } from "./ordered-before";
