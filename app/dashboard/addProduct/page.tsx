import type { Metadata } from "next";
import { AdminGuard } from "@/components/dashboard/admin-guard";
import { ComingSoon } from "@/components/dashboard/coming-soon";

export const metadata: Metadata = { title: "Add a Product" };

export default function AddProductPage() {
  return (
    <AdminGuard>
      <ComingSoon
        title="Add a Product"
        purpose="You will add a new part to the shop here, with its stock, price and image."
        arrivesWith="catalog"
      />
    </AdminGuard>
  );
}
