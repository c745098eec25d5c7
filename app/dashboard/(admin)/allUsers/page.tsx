import type { Metadata } from "next";
import { PageTitle } from "@/components/dashboard/page-title";
import { UsersTable } from "@/components/dashboard/users/users-table";

export const metadata: Metadata = { title: "Manage Users" };

export default function AllUsersPage() {
  return (
    <>
      <PageTitle title="Manage Users" />
      <UsersTable />
    </>
  );
}
