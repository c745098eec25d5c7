import type { Metadata } from "next";
import { PageTitle } from "@/components/layout/dashboard/page-title";
import { CheckoutPaymentView } from "@/components/payments/checkout-payment-view";
import { PaymentView } from "@/components/payments/payment-view";
import { paymentClientConfig } from "@/lib/payments/client-config";
import { isCheckout } from "@/domains/ordering/server";

export const metadata: Metadata = { title: "Payment" };

/**
 * The provider is decided on the server (keys are server configuration); the order or checkout
 * loads in the browser. The id names an order, or a checkout whose orders are paid together.
 */
export default async function PaymentPage({ params }: PageProps<"/dashboard/payment/[paymentId]">) {
  const { paymentId } = await params;
  const payments = paymentClientConfig();
  return (
    <>
      <PageTitle title="Payment" />
      {(await isCheckout(paymentId)) ? (
        <CheckoutPaymentView checkoutId={paymentId} payments={payments} />
      ) : (
        <PaymentView orderId={paymentId} payments={payments} />
      )}
    </>
  );
}
