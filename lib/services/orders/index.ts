// The orders domain: placing, listing, shipping and deleting orders.
export { placeOrder } from "./place-order";
export { getOrder, listAllOrders, listOrdersOf } from "./order-lists";
export { shipOrder } from "./ship-order";
export { deleteOrder } from "./delete-order";
