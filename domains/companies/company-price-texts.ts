import { formatMoney } from "@/lib/money";
import { formatCount } from "@/lib/number-format";

/**
 * What a company's member is shown beside a part's public price (cards, part pages, cart, quick
 * order, checkout). Its own export in its own small file: the public pages' island imports it.
 */
export const yourPriceText = (price: number, listPrice: number) =>
  `Your price ${formatMoney(price)}, list ${formatMoney(listPrice)}`;

/** A price list's size limits: the file's bytes and its lines. */
export const PRICE_LIST_MAX_BYTES = 2 * 1024 * 1024;
export const PRICE_LIST_MAX_LINES = 50_000;

/** The personal prices call takes at most this many part ids. */
export const ACCOUNT_PRICES_MAX_IDS = 100;

/** The company price list's answers: `PUT`/`GET /api/companies/{id}/prices`. */
export const priceListMessages = {
  notCsv: "Send the price list as text/csv (the CSV text itself as the request body).",
  tooLarge: `The price list is too large: at most ${PRICE_LIST_MAX_BYTES / 1024 / 1024} MB.`,
  tooManyLines: `The price list has too many lines: at most ${formatCount(PRICE_LIST_MAX_LINES)}.`,
  empty: "The price list is empty: its first line must be the header partNumber,price.",
  malformed: (line: number, why: string) =>
    `The price list is not valid CSV (line ${line}): ${why}`,
  header: "The price list's first line must be the header partNumber,price.",
  partNumberRequired: "Part number is required",
  priceRequired: "Price is required",
  tooManyCells: (count: number) => `The line has ${count} cells; a line is partNumber,price.`,
  repeated: (partNumber: string, line: number) =>
    `Part ${partNumber} is already priced on line ${line}.`,
  unknownPart: (partNumber: string) => `No part has the number ${partNumber}.`,
  linesRefused: (count: number) =>
    `${count} line${count === 1 ? "" : "s"} of the price list ${count === 1 ? "is" : "are"} wrong; nothing was saved.`,
  onlyShopAdmins: "Only the shop's admins may change a company's price list.",
  partIds: `partIds must be 1 to ${ACCOUNT_PRICES_MAX_IDS} part ids, separated by commas.`,
} as const;
