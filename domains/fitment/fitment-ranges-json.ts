import type { FitmentJson } from "./fitment-json";

/** Fitment as people read and write it: one line per vehicle and detail, years as a range. */
export interface FitmentRange {
  make: string;
  model: string;
  submodel: string | null;
  engine: string | null;
  yearFrom: number;
  yearTo: number;
  position: string | null;
  quantity: number | null;
  note: string | null;
}

const lineKey = (row: FitmentJson) =>
  JSON.stringify([
    row.vehicle.make,
    row.vehicle.model,
    row.vehicle.submodel,
    row.vehicle.engine,
    row.position,
    row.quantity,
    row.note,
  ]);

/**
 * Rows per year collapsed into ranges of consecutive years (a gap starts a new line), ordered
 * by make, model, first year, submodel and engine.
 */
export function fitmentRanges(rows: readonly FitmentJson[]): FitmentRange[] {
  const lines = new Map<string, FitmentJson[]>();
  for (const row of rows) lines.set(lineKey(row), [...(lines.get(lineKey(row)) ?? []), row]);
  const ranges: FitmentRange[] = [];
  for (const group of lines.values()) {
    const years = [...new Set(group.map((row) => row.vehicle.year))].sort((a, b) => a - b);
    const { vehicle, position, quantity, note } = group[0]!;
    const line = { make: vehicle.make, model: vehicle.model, submodel: vehicle.submodel };
    let start = years[0]!;
    years.forEach((year, index) => {
      if (years[index + 1] === year + 1) return;
      ranges.push({
        ...line,
        engine: vehicle.engine,
        yearFrom: start,
        yearTo: year,
        position,
        quantity,
        note,
      });
      start = years[index + 1]!;
    });
  }
  const text = (value: string | null) => value ?? "";
  return ranges.sort(
    (a, b) =>
      a.make.localeCompare(b.make, "en") ||
      a.model.localeCompare(b.model, "en") ||
      a.yearFrom - b.yearFrom ||
      text(a.submodel).localeCompare(text(b.submodel), "en") ||
      text(a.engine).localeCompare(text(b.engine), "en"),
  );
}

/** "2015–2019", or "2019" for one year. */
export const yearSpan = (range: { yearFrom: number; yearTo: number }) =>
  range.yearFrom === range.yearTo ? String(range.yearFrom) : `${range.yearFrom}–${range.yearTo}`;
