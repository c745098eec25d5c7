import type { Metadata } from "next";
import { AdminGuard } from "@/components/dashboard/admin-guard";
import { PageTitle } from "@/components/dashboard/page-title";
import { ManageProductsView } from "@/components/catalog/manage-products-view";

export const metadata: Metadata = { title: "Manage Products" };

export default function ManageProductsPage() {
  return (
    <AdminGuard>
      <PageTitle title="Manage Products" />
      <ManageProductsView />
    </AdminGuard>
  );
}
