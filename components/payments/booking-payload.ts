import type { OrderJson } from "@/domains/ordering";

/**
 * The contract's booking payload (`POST /api/booking`, and with `paid: "true"` also
 * `PATCH /api/orders/paid`). The server checks the named payment intent with the provider; the
 * rest is the original client's shape.
 */
export function bookingPayload(order: OrderJson, transactionId: string) {
  const { id, productName, price, orderQty, image } = order.productInfo;
  return {
    uid: order.uid,
    author: { name: order.author.name, email: order.author.email },
    productInfo: { id, productName, price, orderQty, image },
    transactionId,
    status: "paid",
    createdAt: new Date().toISOString(),
  };
}
