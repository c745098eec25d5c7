"use client";

import type { ConfirmedAction } from "@/components/ui/confirmed-action-dialogs";
import { deleteReview } from "@/domains/reviews/client/reviews";
import type { ReviewJson } from "@/domains/reviews/review-json";
import { catalogMessages } from "@/domains/catalog";
import { orderMessages } from "@/domains/ordering";

/** Removing a review (spam, abuse) from the shop and its home page. */
export function deleteReviewAction(review: ReviewJson): ConfirmedAction {
  return {
    confirmLabel: "Delete",
    note: `${review.author.name}: “${review.reviewText}”`,
    run: async () => {
      const { deletedCount } = await deleteReview(review._id);
      return deletedCount > 0;
    },
    success: { title: orderMessages.deletedTitle, text: catalogMessages.reviewDeleted },
  };
}
