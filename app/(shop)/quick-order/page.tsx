import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { QuickOrderView } from "@/components/ordering/quick-order/quick-order-view";
import { getSessionUser } from "@/lib/auth/session-user";
import { quickOrderScreen } from "@/domains/ordering";

export const metadata: Metadata = {
  title: quickOrderScreen.title,
  robots: { index: false, follow: false },
};

/** Quick order: a signed-in buyer's lines of part numbers and quantities, checked and carted. */
export default async function QuickOrderPage() {
  // The proxy redirects guests already; this also catches an expired session or deleted account.
  const user = await getSessionUser();
  if (!user) redirect(`/login?callbackUrl=${encodeURIComponent("/quick-order")}`);
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      <h1 className="mb-6 text-3xl font-bold">{quickOrderScreen.title}</h1>
      <QuickOrderView />
    </div>
  );
}
