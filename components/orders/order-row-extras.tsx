import type { OrderJson } from "@/lib/contract/order";
import { InvoiceLink } from "./invoice-link";
import { OrderAgainButton } from "./order-again-button";
import { OrderDetailLink } from "./order-detail-link";

/**
 * Under a My Orders line's product: its checkout, its details page, its invoice once paid, and
 * Order again.
 */
export function OrderRowExtras({ order }: { order: OrderJson }) {
  return (
    <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 font-normal">
      {order.checkoutId && (
        <span className="badge badge-ghost badge-sm" title="Ordered and paid together">
          Checkout ·{order.checkoutId.slice(0, 4)}
        </span>
      )}
      <OrderDetailLink orderId={order._id} productName={order.productInfo.productName} />
      <InvoiceLink order={order} />
      <OrderAgainButton order={order} wholeCheckout={false} />
      {order.checkoutId && <OrderAgainButton order={order} wholeCheckout />}
    </div>
  );
}
