import Link from "next/link";

/** The shop's address for a page: the first is plain /allParts, the spec's route. */
export const shopPageHref = (page: number) => (page === 1 ? "/allParts" : `/allParts?page=${page}`);

/** Page numbers shown: the first, the last, and two either side of the current one. */
function visiblePages(page: number, pageCount: number): (number | "gap")[] {
  const shown = [...new Set([1, page - 2, page - 1, page, page + 1, page + 2, pageCount])]
    .filter((candidate) => candidate >= 1 && candidate <= pageCount)
    .sort((a, b) => a - b);
  return shown.flatMap((candidate, index) => {
    const previous = shown[index - 1];
    return previous !== undefined && candidate - previous > 1
      ? ["gap" as const, candidate]
      : [candidate];
  });
}

/** Links to the shop's other pages; nothing at all when every part fits on one. */
export function ShopPagination({ page, pageCount }: { page: number; pageCount: number }) {
  if (pageCount <= 1) return null;
  return (
    <nav className="mt-10 flex justify-center" aria-label="Shop pages">
      <ul className="join">
        {page > 1 ? (
          <li>
            <Link className="join-item btn" href={shopPageHref(page - 1)} rel="prev">
              Previous
            </Link>
          </li>
        ) : null}
        {visiblePages(page, pageCount).map((candidate, index) =>
          candidate === "gap" ? (
            <li key={`gap-${index}`}>
              <span className="join-item btn btn-disabled" aria-hidden="true">
                …
              </span>
            </li>
          ) : (
            <li key={candidate}>
              <Link
                className={`join-item btn ${candidate === page ? "btn-active" : ""}`}
                href={shopPageHref(candidate)}
                aria-current={candidate === page ? "page" : undefined}
                aria-label={`Page ${candidate}`}
              >
                {candidate}
              </Link>
            </li>
          ),
        )}
        {page < pageCount ? (
          <li>
            <Link className="join-item btn" href={shopPageHref(page + 1)} rel="next">
              Next
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
