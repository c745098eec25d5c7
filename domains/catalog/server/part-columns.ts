import "server-only";
import { getTableColumns } from "drizzle-orm";
import { parts } from "@/models";

type PartTableColumns = ReturnType<typeof getTableColumns<typeof parts>>;
type SearchOnly =
  "searchVector" | "numberKeys" | "partNumberKey" | "mentionedKeys" | "supersedesKeys";
const SEARCH_ONLY: ReadonlySet<string> = new Set<SearchOnly>([
  "searchVector",
  "numberKeys",
  "partNumberKey",
  "mentionedKeys",
  "supersedesKeys",
]);

/**
 * What a part's JSON is made of: every column but the search machinery (the word vector alone
 * is larger than the rest of the row).
 */
export const partColumns = Object.fromEntries(
  Object.entries(getTableColumns(parts)).filter(([name]) => !SEARCH_ONLY.has(name)),
) as Omit<PartTableColumns, SearchOnly>;
