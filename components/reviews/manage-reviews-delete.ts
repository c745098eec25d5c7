"use client";

import type { ConfirmedAction } from "@/components/ui/confirmed-action-dialogs";
import { deleteReview } from "@/lib/client/reviews";
import type { ReviewJson } from "@/lib/contract/review";
import { catalogMessages, orderMessages } from "@/lib/validation/spec-texts";

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
