export {
  addLinesToCart,
  addToCart,
  mergeGuestCart,
  removeFromCart,
  reorder,
  useCart,
} from "./cart";
export { useGuestCart } from "./guest-cart";
export { type CheckoutAnswer, checkoutPath, markCheckoutPaid, placeCheckout } from "./checkout";
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
