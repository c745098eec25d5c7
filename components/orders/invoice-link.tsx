import { invoiceMessages } from "@/lib/validation/invoice-texts";
import type { OrderJson } from "@/lib/contract/order";

/**
 * A paid order's PDF invoice, or its checkout's (all lines on one invoice). A plain download
 * link: the session cookie authorises it.
 */
export function InvoiceLink({ order }: { order: OrderJson }) {
  if (!order.paid) return null;
  const href = order.checkoutId
    ? `/api/checkout/${encodeURIComponent(order.checkoutId)}/invoice`
    : `/api/orders/${encodeURIComponent(order._id)}/invoice`;
  return (
    <a
      href={href}
      download
      className="link link-primary text-xs"
      aria-label={`${invoiceMessages.button}: ${order.productInfo.productName}`}
    >
      {invoiceMessages.button}
    </a>
  );
}
