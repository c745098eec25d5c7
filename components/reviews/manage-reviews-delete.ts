"use client";

import type { ConfirmedAction } from "@/components/ui/confirmed-action-dialogs";
import { apiFetch } from "@/lib/client/api";
import type { ReviewJson } from "@/lib/contract/review";
import { catalogMessages, orderMessages } from "@/lib/validation/spec-texts";

/** Removing a review (spam, abuse) from the shop and its home page. */
export function deleteReviewAction(review: ReviewJson): ConfirmedAction {
  return {
    confirmLabel: "Delete",
    note: `${review.author.name}: “${review.reviewText}”`,
    run: async () => {
      const { deletedCount } = await apiFetch<{ deletedCount: number }>(
        `/api/reviews/${encodeURIComponent(review._id)}`,
        { method: "DELETE" },
      );
      return deletedCount > 0;
    },
    success: { title: orderMessages.deletedTitle, text: catalogMessages.reviewDeleted },
  };
}
