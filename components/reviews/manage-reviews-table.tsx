"use client";

import { TrashIcon } from "@/components/dashboard/icons";
import { DataTableFrame, type TableColumn } from "@/components/ui/data-table-frame";
import type { TableSorting } from "@/components/ui/server-table/sort-header";
import { PersonAvatar } from "@/components/ui/person-avatar";
import { Stars } from "@/components/ui/stars";
import type { ReviewJson } from "@/lib/contract/review";

export const REVIEW_COLUMNS = [
  { label: "Author", className: "w-48", sortKey: "author" },
  { label: "Rating", className: "w-32", sortKey: "rating", firstOrder: "desc" },
  { label: "Review", className: "" },
  { label: "Date", className: "w-32", sortKey: "createdAt", firstOrder: "desc" },
  { label: "Delete", className: "w-16" },
] satisfies TableColumn[];
const day = new Intl.DateTimeFormat("en-US", { dateStyle: "medium" });

/** A page of reviews, each with its delete button. */
export function ManageReviewsTable({
  reviews,
  sorting,
  refreshing,
  onDelete,
}: {
  /** Undefined while loading. */
  reviews: ReviewJson[] | undefined;
  sorting: TableSorting;
  refreshing?: boolean;
  onDelete: (review: ReviewJson) => void;
}) {
  return (
    <DataTableFrame
      caption="All reviews"
      columns={REVIEW_COLUMNS}
      loading={!reviews}
      layoutClassName="table-fixed min-w-[48rem]"
      sorting={sorting}
      refreshing={refreshing}
    >
      {reviews?.map((review) => (
        <tr key={review._id} data-testid="manage-review-row">
          <th scope="row" className="font-semibold">
            <span className="flex items-center gap-3 break-words">
              <PersonAvatar name={review.author.name} photo={review.author.photo} size={40} />
              {review.author.name}
            </span>
          </th>
          <td>
            <Stars rating={review.rating} />
          </td>
          <td className="break-words whitespace-pre-line">{review.reviewText}</td>
          <td className="whitespace-nowrap">
            <time dateTime={review.reviewDate}>{day.format(new Date(review.reviewDate))}</time>
          </td>
          <td>
            <button
              type="button"
              className="btn btn-ghost btn-sm btn-square text-error"
              // Named per row, so a screen reader's list of buttons says whose review each is for.
              aria-label={`Delete the review by ${review.author.name}`}
              onClick={() => onDelete(review)}
            >
              <TrashIcon className="h-5 w-5" />
            </button>
          </td>
        </tr>
      ))}
    </DataTableFrame>
  );
}
