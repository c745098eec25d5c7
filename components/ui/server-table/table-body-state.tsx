"use client";

import { ErrorState } from "@/components/layout/dashboard/error-state";
import { EmptyState } from "@/components/ui/empty-state";
import { tableTexts } from "@/lib/tables/table-texts";

/**
 * What a server-side table shows instead of rows: its error (with a retry, and a way out of a
 * bad address), the spec's empty sentence when there is nothing at all, or "nothing matches"
 * when the search and filters leave nothing. Null when there are rows to show.
 */
export function TableBodyState({
  error,
  empty,
  narrowed,
  emptyMessage,
  onRetry,
  onClear,
}: {
  error: Error | undefined;
  empty: boolean;
  narrowed: boolean;
  emptyMessage: string;
  onRetry: () => void;
  onClear: () => void;
}) {
  const clear = (
    <button type="button" className="btn btn-sm btn-outline" onClick={onClear}>
      {tableTexts.clearFilters}
    </button>
  );
  if (error)
    return (
      <div className="flex flex-col items-start gap-3">
        <ErrorState message={error.message} onRetry={onRetry} />
        {narrowed ? clear : null}
      </div>
    );
  if (!empty) return null;
  if (!narrowed) return <EmptyState message={emptyMessage} />;
  return <EmptyState message={tableTexts.noMatches}>{clear}</EmptyState>;
}
