"use client";

import { TrashIcon } from "@/components/layout/dashboard/icons";
import {
  cardLabel,
  DataTableFrame,
  type ColumnSpec,
  type TableColumn,
} from "@/components/ui/data-table-frame";
import type { TableSorting } from "@/components/ui/server-table/sort-header";
import { PersonAvatar } from "@/components/ui/person-avatar";
import { Stars } from "@/components/ui/stars";
import type { ReviewJson } from "@/domains/reviews/review-json";

const COLUMN = {
  author: { label: "Author", sortKey: "author" },
  rating: { label: "Rating", sortKey: "rating", firstOrder: "desc" },
  review: { label: "Review" },
  date: { label: "Date", sortKey: "createdAt", firstOrder: "desc" },
  delete: { label: "Delete" },
} satisfies Record<string, TableColumn>;
export const REVIEW_COLUMNS: ColumnSpec[] = Object.values(COLUMN);
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
      cards
      sorting={sorting}
      refreshing={refreshing}
    >
      {reviews?.map((review) => (
        <tr key={review._id} data-testid="manage-review-row">
          <th scope="row" className="font-semibold" {...cardLabel(COLUMN.author)}>
            <span className="flex min-w-36 items-center gap-3 break-words">
              <PersonAvatar
                name={review.author.name}
                photo={review.author.photo}
                size={40}
                decorative
              />
              {review.author.name}
            </span>
          </th>
          <td {...cardLabel(COLUMN.rating)}>
            <Stars rating={review.rating} />
          </td>
          <td className="min-w-48 break-words whitespace-pre-line" {...cardLabel(COLUMN.review)}>
            {review.reviewText}
          </td>
          <td className="whitespace-nowrap" {...cardLabel(COLUMN.date)}>
            <time dateTime={review.reviewDate}>{day.format(new Date(review.reviewDate))}</time>
          </td>
          <td {...cardLabel(COLUMN.delete)}>
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
