"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { reorder } from "@/domains/ordering/client";
import type { OrderJson } from "@/domains/ordering";
import { cartMessages } from "@/domains/ordering";
import { cartButtonTexts } from "@/domains/ordering/cart-button-texts";

/**
 * "Order again": the order's part and quantity (or, for a checkout, all its lines) back in the
 * cart; the toast says what had to change and why, and leads to the cart.
 */
export function OrderAgainButton({
  order,
  wholeCheckout,
  subject = order.productInfo.productName,
}: {
  order: OrderJson;
  wholeCheckout: boolean;
  /** What the button's accessible name says it is for (default: the product). */
  subject?: string;
}) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const body =
    wholeCheckout && order.checkoutId ? { checkoutId: order.checkoutId } : { orderId: order._id };
  const label = wholeCheckout ? cartMessages.orderCheckoutAgain : cartMessages.orderAgain;
  const run = async () => {
    setBusy(true);
    try {
      const result = await reorder(body);
      const changes = [
        ...result.replaced.map((line) => line.note),
        ...[...result.adjustments, ...result.skipped].map(
          (line) => `${line.productName}: ${line.reason}`,
        ),
      ].join(" ");
      toast.success(
        cartMessages.reordered(result.added, result.adjustments.length, result.skipped.length),
        {
          description: changes || undefined,
          action: { label: cartButtonTexts.viewCart, onClick: () => router.push("/cart") },
        },
      );
    } catch (error) {
      toast.error((error as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className="link link-primary text-xs"
      disabled={busy}
      aria-label={`${label}: ${subject}`}
      onClick={() => void run()}
    >
      {label}
    </button>
  );
}
