"use client";

import { TrashIcon } from "@/components/dashboard/icons";
import { DataTableFrame } from "@/components/ui/data-table-frame";
import { PersonAvatar } from "@/components/ui/person-avatar";
import { Stars } from "@/components/ui/stars";
import type { ReviewJson } from "@/lib/contract/review";

const COLUMNS = ["Author", "Rating", "Review", "Date", "Delete"];
const day = new Intl.DateTimeFormat("en-US", { dateStyle: "medium" });

/** Every review, newest first, each with its delete button. */
export function ManageReviewsTable({
  reviews,
  onDelete,
}: {
  /** Undefined while loading. */
  reviews: ReviewJson[] | undefined;
  onDelete: (review: ReviewJson) => void;
}) {
  return (
    <DataTableFrame caption="All reviews, newest first" columns={COLUMNS} loading={!reviews}>
      {reviews?.map((review) => (
        <tr key={review._id} data-testid="manage-review-row">
          <th scope="row" className="font-semibold">
            <span className="flex min-w-40 items-center gap-3">
              <PersonAvatar name={review.author.name} photo={review.author.photo} size={40} />
              {review.author.name}
            </span>
          </th>
          <td>
            <Stars rating={review.rating} />
          </td>
          <td className="max-w-md min-w-60 break-words whitespace-pre-line">{review.reviewText}</td>
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
