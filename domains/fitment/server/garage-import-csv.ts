import "server-only";
import { AppError } from "@/lib/errors";
import { config } from "@/lib/config";
import { csvRecords } from "@/lib/csv/records";
import { restoredCell } from "@/lib/csv/cells";
import { FLEET_COLUMNS } from "@/domains/fitment/fleet-import";
import { fleetImportMessages as m } from "@/domains/fitment/fitment-texts";
import { garageLabel, garageUnitNumber } from "@/domains/fitment/garage";
import { normalizeVin, vinProblem } from "@/domains/fitment/vin";

/** A fleet file's line as read: the VIN normalised, and why it cannot be added, if it cannot. */
export interface FleetLine {
  line: number;
  vin: string;
  label: string | null;
  unitNumber: string | null;
  problem: string | null;
}

type Column = (typeof FLEET_COLUMNS)[number];

/** Where each column is: the header names vin and label, and maybe unit, in any order and case. */
function columnsOf(header: string[]): Record<Column, number> {
  const names = header.map((name) => name.trim().toLowerCase());
  const known = names.every((name) => (FLEET_COLUMNS as readonly string[]).includes(name));
  const once = new Set(names).size === names.length;
  if (!known || !once || !names.includes("vin") || !names.includes("label"))
    throw new AppError(400, m.header);
  return { vin: names.indexOf("vin"), label: names.indexOf("label"), unit: names.indexOf("unit") };
}

const cell = (record: string[], at: number) => (at < 0 ? "" : restoredCell(record[at] ?? ""));

/**
 * The lines of a fleet file (a header first), each read on its own: a wrong VIN, label or unit
 * number refuses that line only. A file that is no fleet file is a 400 (413: too many lines).
 */
export function readFleetFile(text: string): FleetLine[] {
  const [header, ...records] = csvRecords(text, m.malformed);
  if (!header) throw new AppError(400, m.header);
  const at = columnsOf(header.record);
  // No garage holds more than a fleet's limit: a longer file could never be added, and each line
  // costs a decode.
  const { fleetGarageLimit } = config();
  if (records.length > fleetGarageLimit) throw new AppError(413, m.tooManyLines(fleetGarageLimit));
  return records.map(({ record, line }) => {
    const vin = normalizeVin(cell(record, at.vin));
    const label = garageLabel.safeParse(cell(record, at.label));
    const unitNumber = garageUnitNumber.safeParse(cell(record, at.unit));
    const problem =
      vinProblem(vin) ??
      (label.success ? null : label.error.issues[0]!.message) ??
      (unitNumber.success ? null : unitNumber.error.issues[0]!.message);
    return {
      line,
      vin,
      label: label.data ?? null,
      unitNumber: unitNumber.data ?? null,
      problem,
    };
  });
}
