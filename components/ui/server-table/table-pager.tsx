"use client";

import { TABLE_PAGE_SIZES } from "@/lib/tables/table-query";
import { tableTexts } from "@/lib/tables/table-texts";
import { TableSelect } from "./table-select";

/** Where the page is in the whole, the page size, and the way to the pages around it. */
export function TablePager({
  page,
  pageCount,
  total,
  estimated,
  limit,
  rowsOnPage,
  onPage,
  onLimit,
}: {
  page: number;
  pageCount: number;
  total: number;
  estimated: boolean;
  limit: number;
  rowsOnPage: number;
  onPage: (page: number) => void;
  onLimit: (limit: number) => void;
}) {
  // Past an estimated total there may be more pages than it says: Next stays on while pages fill.
  const last = estimated ? rowsOnPage < limit : page >= pageCount;
  return (
    <nav aria-label="Pages" className="mt-3 flex flex-wrap items-end justify-between gap-3 text-sm">
      <p aria-live="polite">
        {tableTexts.results(total, estimated)} · {tableTexts.pageOf(page, pageCount)}
      </p>
      <div className="flex flex-wrap items-end gap-2">
        <TableSelect
          label={tableTexts.rowsPerPage}
          value={String(limit)}
          options={TABLE_PAGE_SIZES.map((size) => ({ value: String(size), label: String(size) }))}
          onChange={(value) => onLimit(Number(value))}
        />
        <div className="join">
          <button
            type="button"
            className="btn btn-sm join-item"
            disabled={page <= 1}
            onClick={() => onPage(page - 1)}
          >
            {tableTexts.previous}
          </button>
          <button
            type="button"
            className="btn btn-sm join-item"
            disabled={last}
            onClick={() => onPage(page + 1)}
          >
            {tableTexts.next}
          </button>
        </div>
      </div>
    </nav>
  );
}
