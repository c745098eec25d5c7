import "server-only";
import { partNumberKey } from "@/lib/text";

/** One non-blank line of the text, split into its part number and quantity. */
export interface ParsedLine {
  /** 1-based line of the text. */
  line: number;
  /** As written (trimmed, unquoted). */
  partNumber: string;
  /** Its matching key ("bp 1234" → BP1234). */
  key: string;
  /** The quantity cell as written; null when the line has none. */
  quantityText: string | null;
  /**
   * A line split on spaces ("BP 1234 500") could also be a number with spaces and no quantity
   * ("BP 1234"): that whole line, tried when the first reading finds no part.
   */
  whole: { partNumber: string; key: string } | null;
}

// Cells split on the first of these found outside quotes; without any, on spaces.
const SEPARATORS = new Set([",", ";", "\t", "|"]);

/** The cells of a line split on `separator`; quoted cells ("a, b" or "say ""x""") kept whole. */
function splitQuoted(text: string, separator: string): string[] {
  const cells: string[] = [];
  let cell = "";
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"' && cell.trim() === "") {
      quoted = true;
      cell = "";
    } else if (char === separator) {
      cells.push(cell.trim());
      cell = "";
    } else cell += char;
  }
  cells.push(cell.trim());
  return cells;
}

/** The first separator of the line outside quotes, or null for a line split on spaces. */
function separatorOf(text: string): string | null {
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && SEPARATORS.has(char)) return char;
  }
  return null;
}

const looksLikeQuantity = (cell: string) => /^[+-]?\d[\d.,]*\s*(pcs?|x)?$/i.test(cell);

/** A line's part number and quantity cells (the first two non-blank cells; more are ignored). */
export function cellsOf(text: string): {
  number: string;
  quantity: string | null;
  spaced: boolean;
} {
  const separator = separatorOf(text);
  if (separator) {
    const [number = "", quantity] = splitQuoted(text, separator).filter((cell) => cell !== "");
    return { number, quantity: quantity ?? null, spaced: false };
  }
  const words = text.trim().split(/\s+/);
  const last = words.length > 1 ? words.at(-1)! : null;
  if (last !== null && looksLikeQuantity(last))
    return { number: words.slice(0, -1).join(" "), quantity: last, spaced: true };
  return { number: text.trim(), quantity: null, spaced: false };
}

const NUMBER_HEADERS = /^(part|sku|item|article|oem|product|number|no\.?|ref|code|p\/?n|mpn)\b/i;
const QUANTITY_HEADERS = /^(qty|quantity|quantities|amount|count|pcs|pieces|units?|menge)\b/i;

/** A first line like "part number, quantity" or "sku;qty": column names, not an order line. */
function isHeader(cells: { number: string; quantity: string | null }): boolean {
  if (cells.quantity !== null && looksLikeQuantity(cells.quantity)) return false;
  return (
    NUMBER_HEADERS.test(cells.number.replace(/^"|"$/g, "")) ||
    (cells.quantity !== null && QUANTITY_HEADERS.test(cells.quantity))
  );
}

/**
 * The order lines of a pasted text or a CSV file's content, one per non-blank line, numbered as
 * the text's lines are. A line-by-line reader rather than a CSV parser: pasted lists mix
 * separators from line to line, and each result must name the line the buyer sees (a quote
 * left open would make a CSV parser swallow the rest of the file as one cell).
 */
export function parseQuickOrder(text: string): ParsedLine[] {
  const parsed: ParsedLine[] = [];
  const lines = text.replace(/^\uFEFF/, "").split(/\r\n|\r|\n/);
  let first = true;
  lines.forEach((raw, index) => {
    if (raw.trim() === "") return;
    const cells = cellsOf(raw);
    const wasFirst = first;
    first = false;
    if (wasFirst && isHeader(cells)) return;
    parsed.push({
      line: index + 1,
      partNumber: cells.number,
      key: partNumberKey(cells.number),
      quantityText: cells.quantity,
      whole: cells.spaced ? { partNumber: raw.trim(), key: partNumberKey(raw) } : null,
    });
  });
  return parsed;
}

/** A quantity cell as pieces: digits only ("500", "500 pcs"); null when it is not one. */
export function quantityOf(cell: string): number | null {
  const match = /^(\d{1,9})\s*(pcs?)?$/i.exec(cell.trim());
  return match ? Number(match[1]) : null;
}
