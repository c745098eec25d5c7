import { invoiceMessages } from "@/domains/ordering";
import type { OrderJson } from "@/domains/ordering";

const linkClass = "link link-primary text-xs";

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
      className={linkClass}
      aria-label={`${invoiceMessages.button}: ${order.productInfo.productName}`}
    >
      {invoiceMessages.button}
    </a>
  );
}

/** A paid checkout's one invoice of all its lines; `label` names the checkout. */
export function CheckoutInvoiceLink({
  checkoutId,
  paid,
  label,
}: {
  checkoutId: string;
  paid: boolean;
  label: string;
}) {
  if (!paid) return null;
  return (
    <a
      href={`/api/checkout/${encodeURIComponent(checkoutId)}/invoice`}
      download
      className={linkClass}
      aria-label={label}
    >
      {invoiceMessages.button}
    </a>
  );
}
