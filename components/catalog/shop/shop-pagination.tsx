import { PAGE_GAP, shopPageHref, visiblePages } from "./shop-pages";

/**
 * Links to the shop's other pages; nothing at all when every part fits on one. A search's pages
 * pass their own `hrefFor`, which keeps the search and its filters. Plain links: which page
 * answers `/allParts?…` depends on the query (next.config's rewrites), which the client router
 * does not follow, so each page is loaded as a whole.
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
            <a className="join-item btn" href={hrefFor(page - 1)} rel="prev">
              Previous
            </a>
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
              <a
                className={`join-item btn ${candidate === page ? "btn-active" : ""}`}
                href={hrefFor(candidate)}
                aria-current={candidate === page ? "page" : undefined}
                aria-label={`Page ${candidate}`}
              >
                {candidate}
              </a>
            </li>
          ),
        )}
        {page < pageCount ? (
          <li>
            <a className="join-item btn" href={hrefFor(page + 1)} rel="next">
              Next
            </a>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
