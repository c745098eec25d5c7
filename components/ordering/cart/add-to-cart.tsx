"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { addToCart } from "@/domains/ordering/client";
import { cartButtonTexts } from "@/domains/ordering/cart-button-texts";
import { useChosenVehicle } from "@/domains/fitment/client";

export interface CartPartRef {
  _id: string;
  productName: string;
}

/**
 * Adds the part to the cart at this quantity, with a toast that leads to the cart. The line is
 * for `forVehicle`, else the chosen vehicle (the server keeps it only when the part fits it):
 * what My Garage's "ordered before" lists.
 */
export function useAddToCart(part: CartPartRef, forVehicle?: string) {
  const router = useRouter();
  const { vehicle } = useChosenVehicle();
  const [busy, setBusy] = useState(false);
  const add = async (quantity: number) => {
    setBusy(true);
    try {
      await addToCart(part._id, quantity, forVehicle ?? vehicle?._id);
      toast.success(cartButtonTexts.added(quantity, part.productName), {
        action: { label: cartButtonTexts.viewCart, onClick: () => router.push("/cart") },
      });
    } catch (error) {
      toast.error((error as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return { add, busy };
}

/** A card's button: one minimum order of the part into the cart. */
export function AddToCartButton({
  part,
  quantity,
  className = "btn btn-outline btn-block",
}: {
  part: CartPartRef;
  quantity: number;
  className?: string;
}) {
  const { add, busy } = useAddToCart(part);
  return (
    <button
      type="button"
      className={className}
      disabled={busy}
      aria-busy={busy || undefined}
      aria-label={`${cartButtonTexts.addButton}: ${part.productName}`}
      onClick={() => void add(quantity)}
    >
      {busy && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
      {cartButtonTexts.addButton}
    </button>
  );
}
