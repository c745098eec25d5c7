/**
 * Where an old category page address (`/categories/brakes/pads?page=2`) now lives: its page in
 * the path (`…/page/2`, page 1 the plain path), with no query, so the one cached page answers.
 * Null for any other address. A page that is not one (`?page=abc`) is sent on too: its path
 * answers 404.
 */
export function categoryPageRedirect(pathname: string, query: URLSearchParams): string | null {
  const page = query.get("page");
  if (page === null || !/^\/categories\/[^/]+(?:\/[^/]+)?$/.test(pathname)) return null;
  return page === "1" ? pathname : `${pathname}/page/${encodeURIComponent(page)}`;
}
