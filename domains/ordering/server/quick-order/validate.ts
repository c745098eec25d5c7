import "server-only";
import type { QuickOrderLineJson } from "@/domains/ordering/quick-order";
import type { MatchedPart } from "./match";
import { quantityOf, type ParsedLine } from "./parse";
import { noQuantityVerdict, partVerdict, unfoundVerdict, type ReadLine } from "./verdicts";

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

/**
 * The one part a number means: the part sold now in place of a replaced number, else its own
 * number before an OEM number; null when ambiguous.
 */
function chosenPart(line: ResolvedLine): MatchedPart | null {
  const replacing = line.found.filter(
    (part) => !part.isReplaced && part.supersedesKeys.includes(line.key),
  );
  if (replacing.length === 1) return replacing[0]!;
  if (line.found.length === 1) return line.found[0]!;
  const own = line.found.filter((part) => part.partNumberKey === line.key);
  return own.length === 1 ? own[0]! : null;
}

/** The lines with a quantity, by the part they name, in the text's order. */
function linesByPart(read: ReadLine[]): Map<string, ReadLine[]> {
  const byPart = new Map<string, ReadLine[]>();
  for (const line of read)
    if (line.part && line.quantity !== null)
      byPart.set(line.part.id, [...(byPart.get(line.part.id) ?? []), line]);
  return byPart;
}

/**
 * One verdict per line, in order. `closest` holds the nearest part numbers of each unknown key.
 * A part named on several lines with a quantity (in any spelling, or by an OEM number) is one
 * verdict, on its first line, for the quantities added up: its later lines have none.
 */
export function judgeLines(
  lines: ResolvedLine[],
  closest: Map<string, string[]>,
): QuickOrderLineJson[] {
  const read: ReadLine[] = lines.map((resolved) => ({
    ...resolved,
    quantity: resolved.quantityText === null ? null : quantityOf(resolved.quantityText),
    part: resolved.found.length === 0 ? null : chosenPart(resolved),
  }));
  const byPart = linesByPart(read);
  const namings = new Map<string, number>();
  for (const { part } of read) if (part) namings.set(part.id, (namings.get(part.id) ?? 0) + 1);
  return read.flatMap((line): QuickOrderLineJson[] => {
    if (!line.part) return [unfoundVerdict(line, closest.get(line.key) ?? [])];
    if (line.quantity === null)
      return [noQuantityVerdict(line, line.part, namings.get(line.part.id) === 1)];
    const [first, ...later] = byPart.get(line.part.id) ?? [line];
    return first === line ? [partVerdict(line.part, line, later)] : [];
  });
}
