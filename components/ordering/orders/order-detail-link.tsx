import Link from "next/link";
import { orderDetailTexts } from "@/domains/ordering";

/**
 * "Details": the link to an order's page (its line, shipping, payment and timeline). With the
 * product's name, screen readers hear which order's details a row's link opens.
 */
export function OrderDetailLink({
  orderId,
  productName,
}: {
  orderId: string;
  productName?: string;
}) {
  return (
    <Link
      href={`/dashboard/orders/${encodeURIComponent(orderId)}`}
      className="link link-primary text-xs"
      aria-label={productName ? orderDetailTexts.linkLabel(productName) : undefined}
    >
      {orderDetailTexts.link}
    </Link>
  );
}
