import Link from "next/link";
import { PAGE_GAP, shopPageHref, visiblePages } from "./shop-pages";

/**
 * Links to the shop's other pages; nothing at all when every part fits on one. A search's pages
 * pass their own `hrefFor`, which keeps the search and its filters.
 */
export function ShopPagination({
  page,
  pageCount,
  hrefFor = shopPageHref,
}: {
  page: number;
  pageCount: number;
  hrefFor?: (page: number) => string;
}) {
  if (pageCount <= 1) return null;
  return (
    <nav className="mt-10 flex justify-center" aria-label="Shop pages">
      <ul className="join">
        {page > 1 ? (
          <li>
            <Link className="join-item btn" href={hrefFor(page - 1)} rel="prev">
              Previous
            </Link>
          </li>
        ) : null}
        {visiblePages(page, pageCount).map((candidate, index) =>
          candidate === PAGE_GAP ? (
            <li key={`gap-${index}`}>
              <span className="join-item btn btn-disabled" aria-hidden="true">
                …
              </span>
            </li>
          ) : (
            <li key={candidate}>
              <Link
                className={`join-item btn ${candidate === page ? "btn-active" : ""}`}
                href={hrefFor(candidate)}
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
            <Link className="join-item btn" href={hrefFor(page + 1)} rel="next">
              Next
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
