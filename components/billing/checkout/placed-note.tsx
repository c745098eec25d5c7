import Link from "next/link";
import type { PlacedCheckout } from "@/domains/ordering/client";
import { billingScreenTexts } from "@/domains/billing/billing-screen-texts";

const t = billingScreenTexts.checkout;

/**
 * What a placed checkout says when there is no card to pay now: billed on the company's invoice
 * (its admins may open the Invoices), or waiting for a company admin's approval.
 */
export function PlacedNote({
  placed,
  companyAdmin,
}: {
  placed: PlacedCheckout;
  companyAdmin: boolean;
}) {
  const onAccount = placed.state === "on-account";
  return (
    <section
      aria-labelledby="checkout-placed"
      className="card mx-auto max-w-2xl border border-base-300 bg-base-100 shadow-sm"
    >
      <div className="card-body gap-4">
        <h2 id="checkout-placed" className="text-2xl font-bold">
          {onAccount ? t.placedOnAccount : t.placedAwaiting}
        </h2>
        <p role="status">
          {onAccount ? t.onAccountText(placed.total) : t.awaitingText(placed.total)}
        </p>
        <div className="card-actions">
          {onAccount && companyAdmin ? (
            <Link href="/dashboard/invoices" className="btn btn-primary">
              {t.seeInvoices}
            </Link>
          ) : null}
          <Link href="/dashboard/my-orders" className="btn btn-outline">
            {t.myOrders}
          </Link>
        </div>
      </div>
    </section>
  );
}
