import "server-only";
import { centsToDollars } from "@/lib/money";
import { judgeLine, listUnitPriceCents } from "@/domains/ordering/order-line-json";
import { partPath, supersessionNote } from "@/domains/catalog";
import type { QuickOrderLineJson } from "@/domains/ordering/quick-order";
import { quickOrderMessages } from "@/domains/ordering/quick-order-texts";
import type { MatchedPart } from "./match";
import type { ResolvedLine } from "./validate";

/** A line as read: its quantity (null: missing or unreadable) and the one part it names. */
export type ReadLine = ResolvedLine & { quantity: number | null; part: MatchedPart | null };

type Unfound = Extract<QuickOrderLineJson, { partId: null }>;
type Found = Extract<QuickOrderLineJson, { partId: string }>;

const partJson = (part: MatchedPart) => ({
  productName: part.productName,
  partNumber: part.partNumber,
  url: partPath(part),
  image: part.image,
});

/** The public unit price (dollars) when the buyer's company pays less, else null. */
function listPriceOf(part: MatchedPart, quantity: number): number | null {
  const cents = listUnitPriceCents(part, quantity);
  return cents === null ? null : centsToDollars(cents);
}

/** A number that names no part (with the closest numbers), or several parts (with theirs). */
export function unfoundVerdict(line: ReadLine, closest: string[]): Unfound {
  const ambiguous = line.found.length > 0;
  const numbers = ambiguous ? line.found.map((found) => found.partNumber) : closest;
  return {
    line: line.line,
    partNumber: line.partNumber,
    quantity: line.quantity,
    status: "error",
    partId: null,
    unitPrice: null,
    listUnitPrice: null,
    lineTotal: null,
    message: ambiguous
      ? quickOrderMessages.ambiguous(line.partNumber, numbers)
      : quickOrderMessages.unknown(line.partNumber, numbers),
    mergedLines: [],
    note: null,
    part: null,
    suggestions: numbers,
  };
}

/**
 * A found part's line without a readable quantity. The MOQ is offered only when no other line
 * names the part (it would be added to that line's quantity) and the stock covers it.
 */
export function noQuantityVerdict(line: ReadLine, part: MatchedPart, onlyLine: boolean): Found {
  return {
    line: line.line,
    partNumber: line.partNumber,
    quantity: null,
    status: "error",
    partId: part.id,
    unitPrice: centsToDollars(part.priceCents),
    listUnitPrice: listPriceOf(part, part.minOrderQty),
    lineTotal: null,
    message:
      line.quantityText === null
        ? quickOrderMessages.missingQuantity
        : quickOrderMessages.unreadableQuantity,
    mergedLines: [],
    note: null,
    part: partJson(part),
    suggestions: onlyLine && part.minOrderQty <= part.availableQty ? [part.minOrderQty] : [],
  };
}

/** What the line's answer says beside its verdict: a replaced number, lines added together. */
function noteOf(part: MatchedPart, first: ReadLine, later: ReadLine[], quantity: number) {
  const notes = [
    replacesTyped(part, first) ? supersessionNote(first.partNumber, part.partNumber) : null,
    later.length > 0
      ? quickOrderMessages.merged(
          part.partNumber,
          [first.line, ...later.map((line) => line.line)],
          quantity,
        )
      : null,
  ].filter((note) => note !== null);
  return notes.length > 0 ? notes.join(" ") : null;
}

/** The part was found because it replaces the number typed (not by its own or an OEM number). */
const replacesTyped = (part: MatchedPart, line: ReadLine) =>
  part.supersedesKeys.includes(line.key) && !part.numberKeys.includes(line.key);

/** The verdict of a part's lines with a quantity, on the first: their quantities added up. */
export function partVerdict(part: MatchedPart, first: ReadLine, later: ReadLine[]): Found {
  const quantity = [first, ...later].reduce((sum, line) => sum + (line.quantity ?? 0), 0);
  const mergedLines = later.map((line) => line.line);
  const judged = judgeLine(part, quantity);
  return {
    line: first.line,
    partNumber: first.partNumber,
    quantity,
    status: judged.ok ? "ok" : "error",
    partId: part.id,
    unitPrice: centsToDollars(judged.unitPriceCents),
    listUnitPrice: listPriceOf(part, quantity),
    lineTotal: judged.ok ? centsToDollars(judged.totalCents) : null,
    message: judged.ok ? null : judged.message,
    mergedLines,
    note: noteOf(part, first, later, quantity),
    part: partJson(part),
    suggestions: judged.ok ? [] : judged.suggestions,
  };
}
