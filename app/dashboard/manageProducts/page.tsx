import type { Metadata } from "next";
import { AdminGuard } from "@/components/dashboard/admin-guard";
import { ComingSoon } from "@/components/dashboard/coming-soon";

export const metadata: Metadata = { title: "Manage Products" };

export default function ManageProductsPage() {
  return (
    <AdminGuard>
      <ComingSoon
        title="Manage Products"
        purpose="You will update the stock and price of every part here, or remove one."
        arrivesWith="catalog"
      />
    </AdminGuard>
  );
}
