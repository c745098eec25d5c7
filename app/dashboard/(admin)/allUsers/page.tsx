import type { Metadata } from "next";
import { PageTitle } from "@/components/layout/dashboard/page-title";
import { UsersTable } from "@/components/accounts/users/users-table";

export const metadata: Metadata = { title: "Manage Users" };

export default function AllUsersPage() {
  return (
    <>
      <PageTitle title="Manage Users" />
      <UsersTable />
    </>
  );
}
