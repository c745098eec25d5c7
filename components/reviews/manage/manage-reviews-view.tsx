"use client";

import { useState } from "react";
import {
  ConfirmedActionDialogs,
  type ConfirmedAction,
} from "@/components/ui/confirmed-action-dialogs";
import { sortingOf } from "@/components/ui/server-table/sort-header";
import { TableResults } from "@/components/ui/server-table/table-results";
import { useTablePage } from "@/components/ui/server-table/use-table-page";
import { useTableQuery } from "@/components/ui/server-table/use-table-query";
import { REVIEWS_TABLE_PATH, type ReviewsTableRow } from "@/domains/reviews/client/reviews";
import { TABLE_PAGE_SIZE } from "@/lib/tables/table-query";
import { catalogMessages } from "@/domains/catalog";
import { deleteReviewAction } from "./manage-reviews-delete";
import { ManageReviewsTable, REVIEW_COLUMNS } from "./manage-reviews-table";
import { ReviewsTableToolbar } from "./reviews-table-toolbar";

const FILTERS = ["rating"] as const;

/**
 * Manage Reviews: reviews a page at a time, newest first unless sorted, searched and filtered
 * on the server (the state in the address); each deletable after an "Are you sure?".
 */
export function ManageReviewsView() {
  const table = useTableQuery(FILTERS, { limit: TABLE_PAGE_SIZE });
  const result = useTablePage<ReviewsTableRow>(REVIEWS_TABLE_PATH, table.query.apiQuery);
  const [action, setAction] = useState<ConfirmedAction | null>(null);

  return (
    <>
      <ReviewsTableToolbar query={table.query} update={table.update} />
      <TableResults
        table={table}
        result={result}
        emptyMessage={catalogMessages.noReviews}
        renderTable={(rows, refreshing) => (
          <ManageReviewsTable
            reviews={rows}
            refreshing={refreshing}
            sorting={sortingOf(REVIEW_COLUMNS, table.query, "createdAt", (sort, order) =>
              table.update({ sort, order }),
            )}
            onDelete={(review) => setAction(deleteReviewAction(review))}
          />
        )}
      />
      <ConfirmedActionDialogs
        action={action}
        onClose={() => setAction(null)}
        refetch={result.mutate}
      />
    </>
  );
}
