import type { Metadata } from "next";
import { PageTitle } from "@/components/layout/dashboard/page-title";
import { ManageReviewsView } from "@/components/reviews/manage/manage-reviews-view";

export const metadata: Metadata = { title: "Manage Reviews" };

// Not the spec's 'On Development ...' placeholder: a moderation list (ARCHITECTURE.md, section 6).
export default function ManageReviewsPage() {
  return (
    <>
      <PageTitle
        title="Manage Reviews"
        subtitle="Every customer review, newest first. Delete spam and abuse."
      />
      <ManageReviewsView />
    </>
  );
}
