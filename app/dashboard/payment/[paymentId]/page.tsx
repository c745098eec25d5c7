import type { Metadata } from "next";
import { PageTitle } from "@/components/dashboard/page-title";
import { PaymentView } from "@/components/payments/payment-view";
import { paymentClientConfig } from "@/lib/payments/client-config";

export const metadata: Metadata = { title: "Payment" };

/** The provider is decided on the server (keys are server configuration); the order loads in the browser. */
export default async function PaymentPage({ params }: PageProps<"/dashboard/payment/[paymentId]">) {
  const { paymentId } = await params;
  return (
    <>
      <PageTitle title="Payment" />
      <PaymentView orderId={paymentId} payments={paymentClientConfig()} />
    </>
  );
}
