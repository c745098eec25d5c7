import type { Metadata } from "next";
import { AdminGuard } from "@/components/dashboard/admin-guard";
import { ComingSoon } from "@/components/dashboard/coming-soon";

export const metadata: Metadata = { title: "Manage Orders" };

export default function ManageOrderPage() {
  return (
    <AdminGuard>
      <ComingSoon
        title="Manage Orders"
        purpose="You will see every order here, mark paid ones shipped and remove unshipped ones."
        arrivesWith="orders and payments"
      />
    </AdminGuard>
  );
}
