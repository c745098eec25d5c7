"use client";

import { TableSelect } from "@/components/ui/server-table/table-select";
import type { TableQuery, TableUpdate } from "@/components/ui/server-table/use-table-query";
import { TableToolbar } from "@/components/ui/server-table/table-toolbar";
import { tableTexts } from "@/lib/tables/table-texts";

const ratingOptions = [
  { value: "", label: tableTexts.allOption },
  ...["5", "4", "3", "2", "1"].map((stars) => ({
    value: stars,
    label: `${stars} star${stars === "1" ? "" : "s"}`,
  })),
];

/** Manage Reviews' search (author or text) and rating filter. */
export function ReviewsTableToolbar({ query, update }: { query: TableQuery; update: TableUpdate }) {
  return (
    <TableToolbar query={query} update={update} searchPlaceholder="Author or review text">
      <TableSelect
        label="Rating"
        value={query.filters.rating ?? ""}
        options={ratingOptions}
        onChange={(rating) => update({ rating })}
      />
    </TableToolbar>
  );
}
