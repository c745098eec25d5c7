import type { Metadata } from "next";
import { AdminGuard } from "@/components/dashboard/admin-guard";
import { PageTitle } from "@/components/dashboard/page-title";
import { UsersTable } from "@/components/dashboard/users/users-table";

export const metadata: Metadata = { title: "Manage Users" };

export default function AllUsersPage() {
  return (
    <AdminGuard>
      <PageTitle title="Manage Users" />
      <UsersTable />
    </AdminGuard>
  );
}
