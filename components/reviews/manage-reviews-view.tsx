"use client";

import { useState } from "react";
import useSWR from "swr";
import { ErrorState } from "@/components/dashboard/error-state";
import {
  ConfirmedActionDialogs,
  type ConfirmedAction,
} from "@/components/ui/confirmed-action-dialogs";
import { EmptyState } from "@/components/ui/empty-state";
import type { ReviewJson } from "@/lib/contract/review";
import { catalogMessages } from "@/lib/validation/spec-texts";
import { deleteReviewAction } from "./manage-reviews-delete";
import { ManageReviewsTable } from "./manage-reviews-table";

/** Manage Reviews: every review, newest first, each deletable after an "Are you sure?". */
export function ManageReviewsView() {
  const { data, error, isLoading, mutate } = useSWR<ReviewJson[], Error>("/api/reviews");
  const [action, setAction] = useState<ConfirmedAction | null>(null);

  let body: React.ReactNode;
  if (error && !data) body = <ErrorState message={error.message} onRetry={() => void mutate()} />;
  else if (data?.length === 0) body = <EmptyState message={catalogMessages.noReviews} />;
  else
    body = (
      <ManageReviewsTable
        reviews={isLoading ? undefined : data}
        onDelete={(review) => setAction(deleteReviewAction(review))}
      />
    );

  return (
    <>
      {body}
      <ConfirmedActionDialogs action={action} onClose={() => setAction(null)} refetch={mutate} />
    </>
  );
}
