"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { ErrorState } from "@/components/layout/dashboard/error-state";
import { EmptyState } from "@/components/ui/empty-state";
import { toast } from "@/components/ui/toast";
import { ApiError } from "@/lib/client/api";
import { placeCheckout } from "@/domains/ordering/client";
import { useCart } from "@/domains/ordering/client";
import type { FailedLineJson } from "@/domains/ordering";
import { formatDollars } from "@/lib/money";
import { checkoutMessages } from "@/domains/ordering";
import { CheckoutLines } from "./checkout-lines";
import { FailedLines } from "./failed-lines";
import { ShippingForm, type Shipping } from "./shipping-form";

type Refusal = { message: string; lines: FailedLineJson[] };

/**
 * The checkout: the cart as it is now, where it ships, and one button that orders every line
 * (all or nothing) and goes on to pay them together.
 */
export function CheckoutView({ buyer }: { buyer: { name: string; email: string } }) {
  const router = useRouter();
  const { cart, isLoading, error, mutate } = useCart();
  const [refusal, setRefusal] = useState<Refusal | null>(null);

  if (error && !cart) return <ErrorState message={error.message} onRetry={() => void mutate()} />;
  if (isLoading || !cart)
    return (
      <div className="grid gap-6 lg:grid-cols-2" aria-busy="true">
        <div className="skeleton h-72" />
        <div className="skeleton h-72" />
        <span className="sr-only" role="status">
          Loading your cart…
        </span>
      </div>
    );
  if (cart.lines.length === 0)
    return (
      <EmptyState message={checkoutMessages.emptyCart}>
        <Link href="/allParts" className="btn btn-primary">
          Shop parts
        </Link>
      </EmptyState>
    );

  const place = async (shipping: Shipping) => {
    setRefusal(null);
    try {
      const placed = await placeCheckout({ address: shipping });
      toast.success(checkoutMessages.placed(placed.orders.length, placed.total));
      await mutate();
      router.push(`/dashboard/payment/${placed.checkoutId}`);
    } catch (failure) {
      const lines = failure instanceof ApiError ? (failure.issues as FailedLineJson[]) : [];
      setRefusal({ message: (failure as Error).message, lines });
      await mutate();
    }
  };

  return (
    <div className="grid items-start gap-8 lg:grid-cols-2 lg:gap-12">
      <CheckoutLines cart={cart} />
      <div className="card border border-base-300 bg-base-100">
        <div className="card-body gap-4">
          <p className="text-sm text-base-content/80">
            Ordering as <span className="font-semibold">{buyer.name}</span> ({buyer.email}). Every
            line becomes an order; you pay them together on the next page.
          </p>
          {refusal && <FailedLines message={refusal.message} lines={refusal.lines} />}
          {!cart.ready && !refusal && (
            <p role="status" className="alert alert-warning">
              {checkoutMessages.fixLinesFirst}
            </p>
          )}
          <ShippingForm
            onSubmit={place}
            disabled={!cart.ready}
            submitLabel={checkoutMessages.placeButton(cart.count, formatDollars(cart.total))}
          />
        </div>
      </div>
    </div>
  );
}
