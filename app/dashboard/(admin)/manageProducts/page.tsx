import type { Metadata } from "next";
import { PageTitle } from "@/components/layout/dashboard/page-title";
import { ManageProductsView } from "@/components/catalog/manage/manage-products-view";

export const metadata: Metadata = { title: "Manage Products" };

export default function ManageProductsPage() {
  return (
    <>
      <PageTitle title="Manage Products" />
      <ManageProductsView />
    </>
  );
}
