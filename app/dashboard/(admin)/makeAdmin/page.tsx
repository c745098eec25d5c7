import type { Metadata } from "next";
import { MakeAdminForm } from "@/components/accounts/users/make-admin-form";
import { PageTitle } from "@/components/layout/dashboard/page-title";

export const metadata: Metadata = { title: "Make Admin" };

export default function MakeAdminPage() {
  return (
    <>
      <PageTitle title="Make Admin" subtitle="Give an existing user admin rights by email." />
      <MakeAdminForm />
    </>
  );
}
