import { PAGE_MAX, wholeNumberText } from "@/lib/validation/numbers";

/**
 * A listing's page `page` under its first page's path: the first page is the path itself, a
 * later one `{path}/page/{N}`, each cached as a page of its own (no category slug is "page").
 */
export const pagedPath = (path: string, page: number) => (page > 1 ? `${path}/page/${page}` : path);

const pathPageSchema = wholeNumberText("page", PAGE_MAX);

/**
 * The page a path's `…/page/{N}` segment names (no segment: the first), or null when N names
 * none (`0`, `abc`): the route answers 404. `1` or `01` name a page with another address, which
 * the route redirects to.
 */
export const pageOfPath = (number?: string): number | null =>
  number === undefined ? 1 : (pathPageSchema.safeParse(number).data ?? null);
