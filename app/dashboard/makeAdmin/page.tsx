import type { Metadata } from "next";
import { AdminGuard } from "@/components/dashboard/admin-guard";
import { MakeAdminForm } from "@/components/dashboard/make-admin-form";
import { PageTitle } from "@/components/dashboard/page-title";

export const metadata: Metadata = { title: "Make Admin" };

export default function MakeAdminPage() {
  return (
    <AdminGuard>
      <PageTitle title="Make Admin" subtitle="Give an existing user admin rights by email." />
      <MakeAdminForm />
    </AdminGuard>
  );
}
