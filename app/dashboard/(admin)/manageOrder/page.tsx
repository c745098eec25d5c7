import type { Metadata } from "next";
import { PageTitle } from "@/components/layout/dashboard/page-title";
import { ManageOrdersView } from "@/components/ordering/orders/manage-orders-view";

export const metadata: Metadata = { title: "Manage Orders" };

export default function ManageOrderPage() {
  return (
    <>
      <PageTitle title="Manage Orders" />
      <ManageOrdersView />
    </>
  );
}
