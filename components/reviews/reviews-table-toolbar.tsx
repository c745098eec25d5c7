"use client";

import { TableSearch } from "@/components/ui/server-table/table-search";
import { TableSelect } from "@/components/ui/server-table/table-select";
import type { TableQuery } from "@/components/ui/server-table/use-table-query";
import { tableTexts } from "@/lib/validation/table-texts";

const ratingOptions = [
  { value: "", label: tableTexts.allOption },
  ...["5", "4", "3", "2", "1"].map((stars) => ({
    value: stars,
    label: `${stars} star${stars === "1" ? "" : "s"}`,
  })),
];

/** Manage Reviews' search (author or text) and rating filter. */
export function ReviewsTableToolbar({
  query,
  update,
}: {
  query: TableQuery;
  update: (changes: Record<string, string | undefined>, options?: { replace?: boolean }) => void;
}) {
  return (
    <div className="mb-3 flex flex-wrap items-end gap-3">
      <TableSearch
        value={query.q}
        placeholder="Author or review text"
        onSearch={(q) => update({ q }, { replace: true })}
      />
      <TableSelect
        label="Rating"
        value={query.filters.rating ?? ""}
        options={ratingOptions}
        onChange={(rating) => update({ rating })}
      />
    </div>
  );
}
