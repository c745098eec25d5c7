import type { ReturnReason, ReturnStatus } from "@/models/return-values";

interface OrderPieces {
  _id: string;
  productInfo: { orderQty: number };
  coresOutstanding: number;
}

interface ReturnPieces {
  orderId: string;
  quantity: number;
  reason: ReturnReason;
  status: ReturnStatus;
}

/**
 * What the form lets the customer return, as the server counts it: pieces are the order's
 * quantity less every return not rejected; cores the ones outstanding less those still on their
 * way (requested or approved; a received one is already off coresOutstanding).
 */
export function returnableQuantity(
  order: OrderPieces,
  returns: readonly ReturnPieces[],
  core: boolean,
): number {
  const mine = returns.filter(
    (entry) => entry.orderId === order._id && (entry.reason === "core") === core,
  );
  const taken = mine
    .filter((entry) =>
      core
        ? entry.status === "requested" || entry.status === "approved"
        : entry.status !== "rejected",
    )
    .reduce((sum, entry) => sum + entry.quantity, 0);
  const base = core ? order.coresOutstanding : order.productInfo.orderQty;
  return Math.max(0, base - taken);
}
