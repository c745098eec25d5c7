import { finderMessages } from "@/domains/catalog";
import { finderHref, type FinderParams } from "./finder-params";

/**
 * "Showing results for brake pads — search instead for brkae pads": the search was read with a
 * misspelt word corrected; the link searches for the words as they were typed.
 */
export function SearchCorrection({
  params,
  corrected,
}: {
  params: FinderParams;
  corrected: string;
}) {
  if (!params.q) return null;
  return (
    <p className="mb-4" data-testid="finder-correction">
      {finderMessages.showingResultsFor} <strong>{corrected}</strong> —{" "}
      {finderMessages.searchInsteadFor}{" "}
      <a href={finderHref({ ...params, asTyped: true })} className="link link-primary">
        {params.q}
      </a>
    </p>
  );
}
