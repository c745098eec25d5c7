import "server-only";
import { yearSpan } from "@/domains/fitment/fitment-ranges-json";
import { partNumberKey } from "@/lib/text";
import {
  fitmentCsvMessages as messages,
  parseFitmentCsvLine,
  type FitmentCsvLine,
} from "@/domains/fitment/fitment-csv";
import {
  SUMMARY_KEYS,
  type FitmentImportLine,
  type FitmentImportStatus,
  type FitmentImportSummary,
} from "@/domains/fitment/fitment-report";
import type { CsvLine } from "./csv-read";
import type { VehicleIndex } from "./vehicle-index";

/** A line read and checked on its own, before the data is consulted. */
export interface ParsedLine {
  line: number;
  partNumber: string;
  parsed: { ok: true; line: FitmentCsvLine } | { ok: false; message: string };
}

export function parseLines(lines: CsvLine[]): ParsedLine[] {
  return lines.map((read) =>
    read.cells === null
      ? { line: read.line, partNumber: "", parsed: { ok: false, message: read.message } }
      : {
          line: read.line,
          partNumber: read.cells.partNumber.trim(),
          parsed: parseFitmentCsvLine(read.cells),
        },
  );
}

/** A fitment row as the import writes it. */
interface FitmentWrite {
  partId: string;
  vehicleId: string;
  position: string;
  quantity: number | null;
  note: string;
}

export interface ExistingRow {
  position: string;
  quantity: number | null;
  note: string;
}

/** What the check needs from the database: read in one query each, before it runs. */
export interface ImportData {
  vehicles: VehicleIndex;
  /** The parts the file names, by part-number key. */
  parts: Map<string, { id: string; universal: boolean }>;
  /** The parts' current rows, by `existingKey`. */
  existing: Map<string, ExistingRow>;
}

// Position is matched in any case, so "front" updates the row recorded as "Front".
export const existingKey = (partId: string, vehicleId: string, position: string) =>
  `${partId}|${vehicleId}|${position.trim().toLowerCase()}`;

export interface ImportPlan {
  report: { summary: FitmentImportSummary; lines: FitmentImportLine[] };
  rows: FitmentWrite[];
  universal: Map<string, boolean>;
}

type VehicleLine = Extract<FitmentCsvLine, { kind: "vehicle" }>;
type Outcome = { status: FitmentImportStatus; message: string; rows?: FitmentWrite[] };

const fold = (text: string) => text.trim().toLowerCase();

/** The vehicle ids of every year of the line, or why the vehicle data has no such vehicle. */
function vehicleIds(line: VehicleLine, index: VehicleIndex): string[] | string {
  if (!index.years) return messages.noVehicleData;
  const { min, max } = index.years;
  for (const year of [line.yearFrom, line.yearTo])
    if (year < min || year > max) return messages.yearOutside(year, min, max);
  if (!index.knows(line.make)) return messages.unknownMake(line.make);
  if (!index.knows(line.make, line.model)) return messages.unknownModel(line.make, line.model);
  const ids: string[] = [];
  for (let year = line.yearFrom; year <= line.yearTo; year++) {
    const id = index.idOf({ ...line, year });
    if (!id) {
      const named = [year, line.make, line.model, line.submodel, line.engine];
      return messages.noSuchVehicle(named.filter(Boolean).join(" "));
    }
    ids.push(id);
  }
  return ids;
}

/** Add, change or unchanged, by how many of the line's rows are new or differ. */
function rowsOutcome(rows: FitmentWrite[], existing: Map<string, ExistingRow>): Outcome {
  let added = 0;
  let changed = 0;
  const writes: FitmentWrite[] = [];
  for (const row of rows) {
    const current = existing.get(existingKey(row.partId, row.vehicleId, row.position));
    if (!current) added++;
    else if (current.quantity !== row.quantity || current.note !== row.note) changed++;
    else continue;
    writes.push(current ? { ...row, position: current.position } : row);
  }
  if (added === 0 && changed === 0) return { status: "unchanged", message: messages.unchanged };
  if (changed === 0) return { status: "add", message: messages.adds(added), rows: writes };
  return { status: "change", message: messages.changes(changed, added), rows: writes };
}

/**
 * The ACES validators' checks on every line, in file order, against the data and the lines
 * before it: a line repeating or overlapping an accepted one is refused and names it. Returns
 * the report and what applying it writes (only the rows that are new or differ).
 */
export function checkLines(lines: ParsedLine[], data: ImportData): ImportPlan {
  const ranges = new Map<string, Array<{ line: number; yearFrom: number; yearTo: number }>>();
  const universalLines = new Map<string, number>();
  const plan: ImportPlan = {
    report: { summary: { added: 0, changed: 0, unchanged: 0, refused: 0 }, lines: [] },
    rows: [],
    universal: new Map(),
  };

  const outcomeOf = ({ parsed }: ParsedLine, lineNumber: number): Outcome => {
    if (!parsed.ok) return { status: "refused", message: parsed.message };
    const line = parsed.line;
    const part = data.parts.get(partNumberKey(line.partNumber));
    if (!part) return { status: "refused", message: messages.unknownPart(line.partNumber) };
    if (line.kind === "universal") {
      const first = universalLines.get(part.id);
      if (first !== undefined) return { status: "refused", message: messages.duplicateOf(first) };
      universalLines.set(part.id, lineNumber);
      if (part.universal === line.universal)
        return { status: "unchanged", message: messages.universalUnchanged(line.universal) };
      plan.universal.set(part.id, line.universal);
      const message = line.universal ? messages.marksUniversal : messages.unmarksUniversal;
      return { status: "change", message };
    }
    const ids = vehicleIds(line, data.vehicles);
    if (typeof ids === "string") return { status: "refused", message: ids };
    const key = [part.id, line.make, line.model, line.submodel, line.engine, line.position]
      .map(fold)
      .join("|");
    const earlier = ranges.get(key) ?? [];
    const same = earlier.find(
      (other) => other.yearFrom === line.yearFrom && other.yearTo === line.yearTo,
    );
    if (same) return { status: "refused", message: messages.duplicateOf(same.line) };
    const overlap = earlier.find(
      (other) => other.yearFrom <= line.yearTo && line.yearFrom <= other.yearTo,
    );
    if (overlap)
      return { status: "refused", message: messages.overlaps(overlap.line, yearSpan(overlap)) };
    earlier.push({ line: lineNumber, yearFrom: line.yearFrom, yearTo: line.yearTo });
    ranges.set(key, earlier);
    const { position, quantity, note } = line;
    const rows = ids.map((vehicleId) => ({ partId: part.id, vehicleId, position, quantity, note }));
    return rowsOutcome(rows, data.existing);
  };

  for (const parsedLine of lines) {
    const outcome = outcomeOf(parsedLine, parsedLine.line);
    plan.report.summary[SUMMARY_KEYS[outcome.status]]++;
    if (outcome.rows) plan.rows.push(...outcome.rows);
    const { line, partNumber } = parsedLine;
    plan.report.lines.push({ line, status: outcome.status, partNumber, message: outcome.message });
  }
  return plan;
}
