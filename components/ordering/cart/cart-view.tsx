"use client";

import Link from "next/link";
import { ErrorState } from "@/components/layout/dashboard/error-state";
import { EmptyState } from "@/components/ui/empty-state";
import { useNavUserName } from "@/components/layout/use-nav-user-name";
import { useCart } from "@/domains/ordering/client";
import { formatDollars } from "@/lib/money";
import { cartMessages } from "@/domains/ordering";
import { coreChargeTexts } from "@/domains/catalog";
import { CartLineRow } from "./cart-line-row";
import { ShippingEstimate } from "./shipping-estimate";

/** The cart's lines, its total, and the way on to the checkout (or to sign in first). */
export function CartView() {
  const { cart, error, isLoading, mutate } = useCart();
  const signedIn = useNavUserName() !== null;

  if (error && !cart) return <ErrorState message={error.message} onRetry={() => void mutate()} />;
  if (isLoading || !cart)
    return (
      <div className="flex flex-col gap-3" aria-busy="true">
        <div className="skeleton h-24" />
        <div className="skeleton h-24" />
        <span className="sr-only" role="status">
          Loading your cart…
        </span>
      </div>
    );
  if (cart.lines.length === 0)
    return (
      <EmptyState message={cartMessages.empty}>
        <div className="flex flex-wrap justify-center gap-2">
          <Link href="/allParts" className="btn btn-primary">
            Shop parts
          </Link>
          <Link href="/quick-order" className="btn btn-outline">
            Quick order
          </Link>
        </div>
      </EmptyState>
    );

  return (
    <div className="grid items-start gap-8 lg:grid-cols-[1fr_20rem]">
      <ul className="card divide-y divide-base-300 border border-base-300 bg-base-100 px-4">
        {cart.lines.map((line) => (
          <CartLineRow key={`${line.partId}:${line.quantity}`} line={line} />
        ))}
      </ul>
      <aside
        aria-label="Order summary"
        className="card border border-base-300 bg-base-100 lg:sticky lg:top-24"
      >
        <div className="card-body gap-3">
          <p className="flex items-baseline justify-between">
            <span>{cartMessages.linesCount(cart.count)}</span>
            <span className="text-2xl font-extrabold text-primary" data-testid="cart-total">
              {formatDollars(cart.total)}$
            </span>
          </p>
          {cart.coreCharge > 0 && (
            <p className="flex items-baseline justify-between gap-3 text-sm">
              <span>{coreChargeTexts.total}</span>
              <span className="font-semibold whitespace-nowrap">
                {formatDollars(cart.coreCharge)}$
              </span>
            </p>
          )}
          <ShippingEstimate
            lines={cart.lines.map(({ partId, quantity }) => ({ partId, quantity }))}
          />
          {!cart.ready && (
            <p role="status" className="alert alert-warning text-sm">
              {cartMessages.fixFirst}
            </p>
          )}
          {signedIn ? (
            cart.ready ? (
              <Link href="/checkout" className="btn btn-primary btn-block">
                {cartMessages.checkout}
              </Link>
            ) : (
              <button type="button" className="btn btn-primary btn-block" disabled>
                {cartMessages.checkout}
              </button>
            )
          ) : (
            <a href="/login?callbackUrl=%2Fcheckout" className="btn btn-primary btn-block">
              {cartMessages.signInToCheckOut}
            </a>
          )}
        </div>
      </aside>
    </div>
  );
}
