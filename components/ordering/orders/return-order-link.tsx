import Link from "next/link";
import type { OrderJson } from "@/domains/ordering";
import { offersReturn, orderHistoryTexts as t } from "@/domains/ordering";

/** "Return": a shipped order's way to the Returns page, where the form opens for it. */
export function ReturnOrderLink({ order }: { order: OrderJson }) {
  if (!offersReturn(order)) return null;
  return (
    <Link
      href={`/dashboard/returns?order=${encodeURIComponent(order._id)}`}
      className="link link-primary text-xs"
      aria-label={t.returnOrderOf(order.productInfo.productName)}
    >
      {t.returnOrder}
    </Link>
  );
}
