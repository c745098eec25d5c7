import "server-only";
import { centsToDollars } from "@/lib/contract/money";
import { judgeLine } from "@/lib/contract/order-line";
import { partPath } from "@/lib/contract/part-number";
import type { QuickOrderLineJson } from "@/lib/validation/quick-order";
import { quickOrderMessages } from "@/lib/validation/quick-order-texts";
import type { MatchedPart } from "./match";
import { quantityOf, type ParsedLine } from "./parse";

/** A line with what its number found: one part, several (a shared OEM number), or none. */
export interface ResolvedLine {
  line: number;
  partNumber: string;
  key: string;
  quantityText: string | null;
  found: MatchedPart[];
}

/** The line's reading that finds a part: as split, else the whole line as a number. */
export function resolveLine(parsed: ParsedLine, byKey: Map<string, MatchedPart[]>): ResolvedLine {
  const found = byKey.get(parsed.key) ?? [];
  const whole = parsed.whole ? (byKey.get(parsed.whole.key) ?? []) : [];
  if (found.length === 0 && whole.length > 0)
    return { line: parsed.line, ...parsed.whole!, quantityText: null, found: whole };
  return { ...parsed, found };
}

/** The one part a number means: its own number before an OEM number; null when ambiguous. */
function chosenPart(line: ResolvedLine): MatchedPart | null {
  if (line.found.length === 1) return line.found[0]!;
  const own = line.found.filter((part) => part.partNumberKey === line.key);
  return own.length === 1 ? own[0]! : null;
}

const partJson = (part: MatchedPart) => ({
  productName: part.productName,
  partNumber: part.partNumber,
  url: partPath(part),
  image: part.image,
});

type Unfound = Extract<QuickOrderLineJson, { partId: null }>;

function withoutPart(
  line: ResolvedLine,
  quantity: number | null,
  message: string,
  numbers: string[],
): Unfound {
  return {
    line: line.line,
    partNumber: line.partNumber,
    quantity,
    status: "error",
    partId: null,
    unitPrice: null,
    lineTotal: null,
    message,
    part: null,
    suggestions: numbers,
  };
}

/**
 * Judges every line in order. `closest` holds the nearest part numbers of each unknown key;
 * the same part on a second line is refused, naming the first. Quantities are judged by
 * judgeLine, the one judge of an order line.
 */
export function judgeLines(
  lines: ResolvedLine[],
  closest: Map<string, string[]>,
): QuickOrderLineJson[] {
  const firstLineOf = new Map<string, number>();
  return lines.map((line) => {
    const quantity = line.quantityText === null ? null : quantityOf(line.quantityText);
    if (line.found.length === 0) {
      const near = closest.get(line.key) ?? [];
      return withoutPart(line, quantity, quickOrderMessages.unknown(line.partNumber, near), near);
    }
    const part = chosenPart(line);
    if (!part) {
      const numbers = line.found.map((found) => found.partNumber);
      return withoutPart(
        line,
        quantity,
        quickOrderMessages.ambiguous(line.partNumber, numbers),
        numbers,
      );
    }
    const base = {
      line: line.line,
      partNumber: line.partNumber,
      quantity,
      partId: part.id,
      part: partJson(part),
    };
    const error = (unitCents: number, message: string, suggestions: number[]) => ({
      ...base,
      status: "error" as const,
      unitPrice: centsToDollars(unitCents),
      lineTotal: null,
      message,
      suggestions,
    });
    const first = firstLineOf.get(part.id);
    if (first === undefined) firstLineOf.set(part.id, line.line);
    if (quantity === null) {
      const message =
        line.quantityText === null
          ? quickOrderMessages.missingQuantity
          : quickOrderMessages.unreadableQuantity;
      const moq = part.minOrderQty <= part.availableQty ? [part.minOrderQty] : [];
      return error(part.priceCents, message, first === undefined ? moq : []);
    }
    const judged = judgeLine(part, quantity);
    if (first !== undefined)
      return error(judged.unitPriceCents, quickOrderMessages.repeated(line.partNumber, first), []);
    if (!judged.ok) return error(judged.unitPriceCents, judged.message, judged.suggestions);
    return {
      ...base,
      status: "ok" as const,
      unitPrice: centsToDollars(judged.unitPriceCents),
      lineTotal: centsToDollars(judged.totalCents),
      message: null,
      suggestions: [],
    };
  });
}
