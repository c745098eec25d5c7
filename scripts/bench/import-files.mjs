// The files bench:catalog-import sends: a CSV of new parts, and price-and-stock feeds for the
// same parts. Each value comes from the part's serial number n (and the feed's round), so the
// check at the end can say what every part must hold without keeping the file. Written to a
// temporary file a thousand lines at a time, never the whole file in memory.
import fs from "node:fs";
import { once } from "node:events";
import { BRANDS, CARS, KINDS, SENTENCES, WARRANTIES, YEARS } from "./catalog-vocabulary.mjs";

/** Import numbers start here ("BP-300001"), clear of the demo parts' and the filler's. */
const NUMBER_BASE = 300_000;
const LINES_PER_WRITE = 1_000;

const NEW_PARTS_HEADER =
  "partNumber,productName,productDescription,brand,category,price,availableQty,orderQty,orderMultiple,lowStockQty,image,priceTiers,oemNumbers,specs";
const FEED_HEADER = "partNumber,price,availableQty";

const pick = (list, index) => list[index % list.length];
const cell = (text) => (/[",\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);
const dollars = (cents) => (cents / 100).toFixed(2);

const kindOf = (n) => KINDS[n % KINDS.length];
export const partNumberOf = (n) => `${kindOf(n).prefix}-${NUMBER_BASE + n}`;

/** A new part's price in cents and its minimum order quantity (price breaks start above it). */
const basePriceCents = (n) => 400 + ((n * 7919) % 25_000);
const orderQtyOf = (n) => 1 + (n % 20);

/** The price (cents) and stock a part has after feed `round` (round 0: as the file added it). */
export function pricedAt(n, round) {
  if (round === 0)
    return { priceCents: basePriceCents(n), availableQty: 1_000 + ((n * 13) % 9_000) };
  // Every feed moves every price by a few percent (never onto the old one) and restocks.
  const step = 1 + ((n + round) % 5);
  return {
    priceCents: basePriceCents(n) + step * round * 7,
    availableQty: 500 + ((n * 31 + round * 977) % 20_000),
  };
}

// One part in four has two price breaks, one in three OEM numbers, one in two specs.
function priceTiers(n) {
  if (n % 4 !== 0) return "";
  const base = basePriceCents(n);
  const from = orderQtyOf(n) * 10;
  return `${from}:${dollars(Math.floor(base * 0.95))}|${from * 5}:${dollars(Math.floor(base * 0.9))}`;
}

function oemNumbers(n) {
  if (n % 3 !== 0) return "";
  return [
    `${String(4465 + (n % 17)).padStart(5, "0")}-${String(n % 100_000).padStart(5, "0")}`,
    `1K0 ${600 + (n % 90)} ${String(((n / 26) % 1000) | 0).padStart(3, "0")} ${String.fromCharCode(65 + (n % 26))}`,
  ].join("|");
}

function specs(n, kind, position) {
  if (n % 2 !== 0) return "";
  const first = position ? `Position: ${position}` : `Warranty: ${pick(WARRANTIES, n)}`;
  return `${first}|${kind.specName}: ${pick(kind.specValues, (n / 7) | 0)}`;
}

function newPartLine(n) {
  const kind = kindOf(n);
  const k = KINDS.length;
  const position = pick(kind.positions, (n / (k * 3)) | 0);
  const car = pick(CARS, n * 7 + ((n / k) | 0));
  const name = [pick(kind.qualifiers, (n / k) | 0), position, pick(kind.nouns, (n / (k * 5)) | 0)]
    .filter(Boolean)
    .join(" ");
  const description = `Fits ${car} ${pick(YEARS, (n / 11) | 0)}. ${pick(SENTENCES, n)} ${pick(SENTENCES, n + 1 + (((n / 12) % 11) | 0))}`;
  const { priceCents, availableQty } = pricedAt(n, 0);
  return [
    partNumberOf(n),
    name,
    description,
    pick(BRANDS, ((n / k) | 0) + n),
    kind.category,
    dollars(priceCents),
    availableQty,
    orderQtyOf(n),
    n % 10 === 0 ? 5 : 1,
    n % 5 === 0 ? 50 : "",
    `/images/parts/${kind.image}.svg`,
    priceTiers(n),
    oemNumbers(n),
    specs(n, kind, position),
  ]
    .map((value) => cell(String(value)))
    .join(",");
}

function feedLine(n, round) {
  const { priceCents, availableQty } = pricedAt(n, round);
  return `${partNumberOf(n)},${dollars(priceCents)},${availableQty}`;
}

async function writeLines(file, header, count, lineOf) {
  const out = fs.createWriteStream(file);
  out.write(`${header}\n`);
  for (let start = 1; start <= count; start += LINES_PER_WRITE) {
    const lines = [];
    for (let n = start; n < start + LINES_PER_WRITE && n <= count; n += 1) lines.push(lineOf(n));
    if (!out.write(`${lines.join("\n")}\n`)) await once(out, "drain");
  }
  out.end();
  await once(out, "finish");
  return fs.statSync(file).size;
}

/** Writes `count` new parts (n = 1…count) to `file`; answers its size in bytes. */
export const writeNewPartsCsv = (file, count) =>
  writeLines(file, NEW_PARTS_HEADER, count, newPartLine);

/** Writes feed `round` (new price and stock for parts 1…count) to `file`; answers its size. */
export const writeFeedCsv = (file, count, round) =>
  writeLines(file, FEED_HEADER, count, (n) => feedLine(n, round));
