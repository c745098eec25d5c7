// The orders domain: placing, listing, shipping, deleting and expiring orders.
export { placeOrder } from "./place-order";
export { getOrder, listAllOrders, listOrdersOf } from "./order-lists";
export { shipOrder } from "./ship-order";
// The returns' window check counts from the same delivery as the deadlines My Orders shows.
export { deliveredAt, returnDeadline } from "./order-delivery";
export { orderedBefore } from "./ordered-before";
export { expireOverdueOrders } from "./expire-orders";
export { expiryIntervalMs } from "./expiry-schedule";
// For a checkout, which places each of its lines as an order, under the same unpaid limit.
export { insertOrderLine, placedEvent } from "./order-insert";
export { assertMayHoldAnother } from "./unpaid-limit";
