// The orders domain: placing, listing, shipping, deleting and expiring orders.
export { placeOrder } from "./place-order";
export { getOrder, listAllOrders, listOrdersOf } from "./order-lists";
export { shipOrder } from "./ship-order";
export { deleteOrder } from "./delete-order";
export { expireOverdueOrders } from "./expire-orders";
export { expiryIntervalMs } from "./expiry-schedule";
