import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { getSessionUser } from "@/lib/auth/session-user";
import { ArrowLeftIcon } from "@/components/ui/icons";
import { BusinessCheckout } from "@/components/billing/checkout/business-checkout";

export const metadata: Metadata = {
  title: "Checkout",
  robots: { index: false, follow: false },
};

/**
 * Checkout: the cart's lines as they are now, where they ship, and one order for them all; a
 * company's member also gives a PO number and may pay on account.
 */
export default async function CheckoutPage() {
  // The proxy redirects guests already; this also catches an expired session or deleted account.
  const user = await getSessionUser();
  if (!user) redirect(`/login?callbackUrl=${encodeURIComponent("/checkout")}`);
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      <Link href="/cart" className="btn btn-ghost btn-sm mb-6 gap-2">
        <ArrowLeftIcon className="h-4 w-4" /> Back to cart
      </Link>
      <h1 className="mb-6 text-3xl font-extrabold">Checkout</h1>
      <BusinessCheckout buyer={{ name: user.name, email: user.email }} />
    </div>
  );
}
