import type { Metadata } from "next";
import { PageTitle } from "@/components/layout/dashboard/page-title";
import { AddReviewForm } from "@/components/reviews/add-review-form";

export const metadata: Metadata = { title: "Add a review" };

export default function AddReviewPage() {
  return (
    <>
      <PageTitle title="Add a review" />
      <AddReviewForm />
    </>
  );
}
