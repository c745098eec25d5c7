import "server-only";
import { getTableColumns } from "drizzle-orm";
import { parts } from "@/models";

// What a part's JSON is made of: every column but the search machinery (the word vector alone
// is larger than the rest of the row).
const {
  searchVector: _vector,
  numberKeys: _keys,
  partNumberKey: _key,
  mentionedKeys: _mentioned,
  ...shown
} = getTableColumns(parts);

export const partColumns = shown;
