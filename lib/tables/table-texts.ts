import { formatCount } from "@/lib/number-format";

/** What the admin tables' toolbars, pagers and exports say. */
export const tableTexts = {
  search: "Search",
  allOption: "All",
  rowsPerPage: "Rows per page",
  previous: "Previous page",
  next: "Next page",
  pageOf: (page: number, pageCount: number) => `Page ${page} of ${pageCount}`,
  results: (total: number, estimated: boolean) =>
    `${formatCount(total)}${estimated ? "+" : ""} ${total === 1 ? "result" : "results"}`,
  noMatches: "Nothing matches this search and these filters.",
  noUsers: "No users yet.",
  clearFilters: "Clear search and filters",
  sortBy: (column: string) => `Sort by ${column}`,
  exportCsv: "Export CSV",
  exporting: (rows: number) => `Exporting… ${formatCount(rows)} rows`,
  exported: (rows: number) => `Exported ${formatCount(rows)} rows.`,
  cancelExport: "Cancel export",
  from: "From",
  to: "To",
} as const;
