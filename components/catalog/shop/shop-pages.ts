/** The shop's address for a page: the first is plain /allParts, the spec's route. */
export const shopPageHref = (page: number) => (page === 1 ? "/allParts" : `/allParts?page=${page}`);

/** A run of skipped page numbers between two shown ones. */
export const PAGE_GAP = "gap" as const;

/** Page numbers shown: the first, the last, and two either side of the current one. */
export function visiblePages(page: number, pageCount: number): (number | typeof PAGE_GAP)[] {
  const shown = [...new Set([1, page - 2, page - 1, page, page + 1, page + 2, pageCount])]
    .filter((candidate) => candidate >= 1 && candidate <= pageCount)
    .sort((a, b) => a - b);
  return shown.flatMap((candidate, index) => {
    const previous = shown[index - 1];
    return previous !== undefined && candidate - previous > 1 ? [PAGE_GAP, candidate] : [candidate];
  });
}
