import type { Metadata } from "next";
import { PageTitle } from "@/components/layout/dashboard/page-title";
import { MyOrdersView } from "@/components/ordering/orders/my-orders-view";

export const metadata: Metadata = { title: "My Orders" };

/** `?paid={orderId}&tx={transactionId}` is how the payment screen hands a finished payment over. */
export default async function MyOrdersPage({ searchParams }: PageProps<"/dashboard/my-orders">) {
  const { paid, tx } = await searchParams;
  return (
    <>
      <PageTitle title="My Orders" />
      <MyOrdersView
        paidOrderId={typeof paid === "string" ? paid : null}
        transactionId={typeof tx === "string" ? tx : null}
      />
    </>
  );
}
