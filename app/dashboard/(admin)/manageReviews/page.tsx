import type { Metadata } from "next";
import { PageTitle } from "@/components/dashboard/page-title";
import { accountMessages } from "@/lib/validation/spec-texts";

export const metadata: Metadata = { title: "Manage Reviews" };

export default function ManageReviewsPage() {
  return (
    <>
      <PageTitle title="Manage Reviews" />
      {/* The spec's screen is only this placeholder text. */}
      <p>{accountMessages.manageReviewsPlaceholder}</p>
    </>
  );
}
