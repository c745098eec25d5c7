import type { CartJson, CartLineJson } from "@/domains/ordering";
import type { partLists } from "@/models";
import { centsToDollars } from "@/lib/money";

type ListRow = typeof partLists.$inferSelect;

/** A line of a list: the cart's view of it today, and its unit price when it was saved. */
export type ListLineJson = CartLineJson & { savedUnitPrice: number };

/** A list with its line count and today's total (`GET /api/lists`), and its lines when opened. */
export interface ListJson {
  _id: string;
  name: string;
  /** A company's list (shared by its members) or a user's own. */
  sharedWith: "company" | "user";
  lineCount: number;
  /** Dollars: the lines that can be ordered now, at today's prices. */
  total: number;
  createdAt: string;
  updatedAt: string;
}
export type ListWithLinesJson = ListJson & { lines: ListLineJson[] };

/** A list as JSON, from its row and its lines judged as a cart's are (`previewCart`). */
export const toListJson = (row: ListRow, judged: CartJson): ListJson => ({
  _id: row.id,
  name: row.name,
  sharedWith: row.companyId ? "company" : "user",
  lineCount: judged.count,
  total: judged.total,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** The same with its lines, each with its unit price (cents) when it was saved. */
export const toListWithLinesJson = (
  row: ListRow,
  judged: CartJson,
  savedCents: Map<string, number>,
): ListWithLinesJson => ({
  ...toListJson(row, judged),
  lines: judged.lines.map((line) => ({
    ...line,
    savedUnitPrice: centsToDollars(savedCents.get(line.partId) ?? 0),
  })),
});

/** What `POST /api/lists/{id}/to-cart` did to one line. */
export interface ListToCartLineJson {
  partId: string;
  productName: string;
  partNumber: string;
  listQuantity: number;
  /** What went into the cart; null when the line was left out. */
  cartQuantity: number | null;
  outcome: "added" | "adjusted" | "skipped";
  /** Each change in words: the quantity's, the part's retirement or stock, its price, the cart's. */
  changes: { kind: "quantity" | "retired" | "unavailable" | "price" | "cart"; message: string }[];
}

export interface ListToCartJson {
  cart: CartJson;
  added: number;
  adjusted: number;
  skipped: number;
  lines: ListToCartLineJson[];
  message: string;
}
