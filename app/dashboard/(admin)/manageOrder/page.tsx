import type { Metadata } from "next";
import { PageTitle } from "@/components/dashboard/page-title";
import { ManageOrdersView } from "@/components/orders/manage-orders-view";

export const metadata: Metadata = { title: "Manage Orders" };

export default function ManageOrderPage() {
  return (
    <>
      <PageTitle title="Manage Orders" />
      <ManageOrdersView />
    </>
  );
}
