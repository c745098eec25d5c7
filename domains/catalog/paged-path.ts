/**
 * A listing's page `page` under its first page's path: the first page is the path itself, a
 * later one `{path}/page/{N}`, each cached as a page of its own (no category slug is "page").
 */
export const pagedPath = (path: string, page: number) => (page > 1 ? `${path}/page/${page}` : path);
