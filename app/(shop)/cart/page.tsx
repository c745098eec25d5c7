import type { Metadata } from "next";
import { CartView } from "@/components/ordering/cart/cart-view";

export const metadata: Metadata = {
  title: "Cart",
  robots: { index: false, follow: false },
};

/** The cart: the same shell for everyone; the lines load in the browser (a guest's live there). */
export default function CartPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      <h1 className="mb-6 text-3xl font-extrabold">Cart</h1>
      <CartView />
    </div>
  );
}
