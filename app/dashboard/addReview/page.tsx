import type { Metadata } from "next";
import { ComingSoon } from "@/components/dashboard/coming-soon";

export const metadata: Metadata = { title: "Add a review" };

export default function AddReviewPage() {
  return (
    <ComingSoon
      title="Add a review"
      purpose="You will rate your purchase from 1 to 5 stars and tell other buyers about it here."
      arrivesWith="reviews"
    />
  );
}
