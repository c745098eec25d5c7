"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { ErrorState } from "@/components/layout/dashboard/error-state";
import { EmptyState } from "@/components/ui/empty-state";
import { toast } from "@/components/ui/toast";
import { ApiError } from "@/lib/client/api";
import { placeCheckout, type CheckoutBody, type PlacedCheckout } from "@/domains/ordering/client";
import { useCart } from "@/domains/ordering/client";
import type { FailedLineJson } from "@/domains/ordering";
import { formatDollars } from "@/lib/money";
import { checkoutMessages } from "@/domains/ordering";
import type { ShippingService } from "@/domains/shipping";
import { CheckoutTotals } from "./checkout-totals";
import { CheckoutLines } from "./checkout-lines";
import { FailedLines } from "./failed-lines";
import { ShippingForm, type Shipping } from "./shipping-form";
import { ShippingServicePicker } from "./shipping-service-picker";
import { useCheckoutQuote } from "./use-checkout-quote";

type Refusal = { message: string; lines: FailedLineJson[] };

/**
 * What another domain adds to the checkout without ordering knowing it (billing: a company's
 * PO number and payment on account).
 */
export interface CheckoutExtension {
  /** More fields of the order form, above its button. */
  fields: React.ReactNode;
  /** Checks them, showing their errors: what they add to the body, or null to stop. */
  read: () => Promise<Partial<Pick<CheckoutBody, "poNumber" | "payment">> | null>;
  /** What shows once the checkout is placed instead of the card payment page; null: go there. */
  placed: (placed: PlacedCheckout) => React.ReactNode;
}

/**
 * The checkout: the cart as it is now, where it ships, and one button that orders every line
 * (all or nothing) and goes on to pay them together (or, with an extension, what it says).
 */
export function CheckoutView({
  buyer,
  extension,
}: {
  buyer: { name: string; email: string };
  extension?: CheckoutExtension;
}) {
  const router = useRouter();
  const { cart, isLoading, error, mutate } = useCart();
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [placedNote, setPlacedNote] = useState<React.ReactNode>(null);
  const [destination, setDestination] = useState<Shipping | null>(null);
  const [service, setService] = useState<ShippingService>("ground");
  // Only a cart that can be ordered is priced: any other answers the lines' refusal.
  const priced = useCheckoutQuote(
    cart?.ready && destination ? { address: destination, shipping: service } : null,
  );

  // Before the cart's states: once placed, the cart is empty and the note stays.
  if (placedNote) return placedNote;

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
    const more = extension ? await extension.read() : {};
    if (!more) return;
    try {
      const placed = await placeCheckout({ address: shipping, shipping: service, ...more });
      const note = extension?.placed(placed);
      if (note) setPlacedNote(note);
      else toast.success(checkoutMessages.placed(placed.orders.length, placed.total));
      await mutate();
      if (!note) router.push(`/dashboard/payment/${placed.checkoutId}`);
    } catch (failure) {
      // Only a line's refusal names a part; a company's (credit, hold, PO) has other details.
      const issues = failure instanceof ApiError ? (failure.issues as FailedLineJson[]) : [];
      const lines = issues.filter((issue) => issue.partId);
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
            onInvalid={() => void extension?.read()}
            onAddressChange={setDestination}
            disabled={!cart.ready}
            submitLabel={checkoutMessages.placeButton(
              cart.count,
              formatDollars(priced.quote?.totals.total ?? cart.total),
            )}
          >
            {extension?.fields}
            {priced.quote ? (
              <ShippingServicePicker
                options={priced.quote.options}
                service={service}
                onChange={setService}
              />
            ) : null}
            <CheckoutTotals service={service} {...priced} />
          </ShippingForm>
        </div>
      </div>
    </div>
  );
}
