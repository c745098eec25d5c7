import { index, pgTable, text } from "drizzle-orm/pg-core";

/**
 * Every word the catalog's parts use (names, brands, categories, specs, descriptions), with its
 * stem: the vocabulary a misspelt search word is corrected against. A trigger on `parts` adds
 * the words of every row written, in the same transaction (drizzle/0004_parts_finder.sql).
 */
export const searchTerms = pgTable(
  "search_terms",
  {
    term: text("term").primaryKey(),
    stem: text("stem").notNull(),
  },
  (table) => [index("search_terms_stem_idx").on(table.stem)],
);
