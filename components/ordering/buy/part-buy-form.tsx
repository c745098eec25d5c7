"use client";

import { useState } from "react";
import { judgeLine, linePartFromJson } from "@/domains/ordering";
import { purchasePath } from "@/domains/catalog";
import { cartMessages } from "@/domains/ordering";
import { cartButtonTexts } from "@/domains/ordering/cart-button-texts";
import { useAddToCart } from "@/components/ordering/cart/add-to-cart";
import type { CartFormPart } from "@/components/ordering/cart/cart-part";

/**
 * The part page's quantity (from the MOQ, in steps of the order multiple), judged as the cart
 * will judge it with the fix when it can't be ordered, and its two actions: Order Now opens the
 * purchase form at this quantity, Add to cart puts it in the cart.
 */
export function PartBuyForm({ part }: { part: CartFormPart }) {
  const [typed, setTyped] = useState(String(part.orderQty));
  const { add, busy } = useAddToCart(part);
  const quantity = Number(typed);
  const judged = Number.isSafeInteger(quantity)
    ? judgeLine(linePartFromJson(part), quantity)
    : null;
  const problem = judged === null ? cartMessages.wholeNumber : judged.ok ? null : judged.message;

  return (
    <form
      className="flex flex-col gap-2 sm:max-w-xs"
      aria-label={`${cartButtonTexts.addButton}: ${part.productName}`}
      onSubmit={(event) => {
        event.preventDefault();
        if (!problem) void add(quantity);
      }}
    >
      <label className="flex flex-col gap-1">
        <span className="text-sm font-semibold">{cartMessages.quantityLabel}</span>
        <input
          type="number"
          inputMode="numeric"
          className="input w-full aria-invalid:input-error"
          min={part.orderQty}
          step={part.orderMultiple}
          value={typed}
          aria-invalid={problem !== null}
          aria-describedby={problem ? `cart-qty-${part._id}` : undefined}
          onChange={(event) => setTyped(event.target.value)}
        />
      </label>
      {problem && (
        <p id={`cart-qty-${part._id}`} className="text-sm text-error">
          {problem}
        </p>
      )}
      {/* A document load, not a client navigation: a guest is sent to the login and back, and
          the router would otherwise still follow that redirect after signing in. */}
      <a
        href={purchasePath(part, typed)}
        className="btn btn-primary btn-lg"
        aria-label={`Order Now: ${part.productName}`}
      >
        Order Now
      </a>
      <button type="submit" className="btn btn-outline" disabled={busy || problem !== null}>
        {busy && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
        {cartButtonTexts.addButton}
      </button>
    </form>
  );
}
