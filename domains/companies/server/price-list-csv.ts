import "server-only";
import { stringify } from "csv-stringify/sync";
import { AppError } from "@/lib/errors";
import { neutralisedCell, restoredCell } from "@/lib/csv/cells";
import { csvRecords } from "@/lib/csv/records";
import { formatDollars } from "@/lib/money";
import { priceListLineSchema, type PriceListIssue } from "@/domains/companies/company-prices";
import {
  PRICE_LIST_MAX_LINES,
  priceListMessages as m,
} from "@/domains/companies/company-price-texts";

/** A price list's line as read: its number in the file, the part number and the price in cents. */
export interface PriceListLine {
  line: number;
  partNumber: string;
  priceCents: number;
}

const COLUMNS = ["partnumber", "price"] as const;

/**
 * The lines of a price list (`partNumber,price`, a header first, the columns in either order):
 * the lines read, and each wrong one by its number (the header is line 1), so the whole file can
 * be mended at once. A file that is no such list is a 400 at once. Nothing is looked up here
 * (unknown parts: price-list.ts).
 */
export function readPriceList(text: string): { lines: PriceListLine[]; issues: PriceListIssue[] } {
  const [header, ...records] = csvRecords(text, m.malformed);
  if (!header) throw new AppError(400, m.empty);
  const names = header.record.map((name) => name.trim().toLowerCase());
  if (names.length !== 2 || !COLUMNS.every((column) => names.includes(column)))
    throw new AppError(400, m.header);
  if (records.length > PRICE_LIST_MAX_LINES) throw new AppError(413, m.tooManyLines);
  const [numberAt, priceAt] = [names.indexOf("partnumber"), names.indexOf("price")];
  const lines: PriceListLine[] = [];
  const issues: PriceListIssue[] = [];
  for (const { record, line } of records) {
    const partNumber = restoredCell(record[numberAt] ?? "").trim();
    if (record.length > 2) {
      issues.push({ line, partNumber, message: m.tooManyCells(record.length) });
      continue;
    }
    const read = priceListLineSchema.safeParse({ partNumber, price: record[priceAt] ?? "" });
    if (read.success) lines.push({ line, partNumber, priceCents: read.data.price });
    else issues.push({ line, partNumber, message: read.error.issues[0]!.message });
  }
  return { lines, issues };
}

/** A price list as CSV, the way it is uploaded: `partNumber,price`, the price in dollars. */
export const priceListCsv = (rows: { partNumber: string; priceCents: number }[]): string =>
  stringify([
    ["partNumber", "price"],
    ...rows.map((row) => [
      neutralisedCell(row.partNumber),
      formatDollars(row.priceCents / 100).replaceAll(",", ""),
    ]),
  ]);
