import { PRICE_LIST_MAX_BYTES } from "./company-price-texts";

/** The Companies table's price list panel: what the shop's admins read and are told. */
export const priceListScreenTexts = {
  prices: "Prices",
  pricesOf: (company: string) => `Price list of ${company}`,
  intro:
    "A CSV file with the header partNumber,price and one part per line, in dollars. Uploading replaces the company's whole list; a part not in it sells at the list price less the company's discount.",
  download: "Download the current price list (CSV)",
  fileLabel: "Price list file (CSV)",
  fileHint: `At most ${PRICE_LIST_MAX_BYTES / 1024 / 1024} MB.`,
  chooseFile: "Choose a CSV file first.",
  upload: "Upload price list",
  uploading: "Uploading…",
  replaceTitle: "Replace the price list?",
  replaceText: (company: string, file: string) =>
    `Every price ${company} has now is replaced by the prices in ${file}.`,
  replace: "Replace",
  saved: (inserted: number, deleted: number) =>
    `Price list saved: ${inserted} price${inserted === 1 ? "" : "s"} (${deleted} replaced).`,
  issue: (line: number, partNumber: string, message: string) =>
    partNumber ? `Line ${line} (${partNumber}): ${message}` : `Line ${line}: ${message}`,
} as const;
