import "@/lib/validation/zod-config";
import { z } from "zod";
import {
  FITMENT_NOTE_MAX,
  FITMENT_POSITION_MAX,
  FITMENT_QUANTITY_MAX,
  PART_NUMBER_MAX,
  VEHICLE_TEXT_MAX,
} from "@/lib/validation/limits";

/** The fitment CSV's columns (issue 14), in the order the export writes them. */
export const FITMENT_CSV_COLUMNS = [
  "partNumber",
  "yearFrom",
  "yearTo",
  "make",
  "model",
  "submodel",
  "engine",
  "position",
  "quantity",
  "note",
  "universal",
] as const;
export type FitmentCsvColumn = (typeof FITMENT_CSV_COLUMNS)[number];
/** One line of the file: every column's cell, blank when the file has no such column. */
export type FitmentCsvCells = Record<FitmentCsvColumn, string>;

/** 50,000 lines of a few dozen characters are ~4 MB; twice that leaves room for long notes. */
export const FITMENT_IMPORT_MAX_BYTES = 8 * 1024 * 1024;

const TRUE_FLAGS = ["1", "true", "yes"];
const FALSE_FLAGS = ["0", "false", "no"];

/** Every text of the CSV import and export: the screen, the API's errors and the report. */
export const fitmentCsvMessages = {
  tooLarge: `The file is too large: at most ${FITMENT_IMPORT_MAX_BYTES / 1024 / 1024} MB.`,
  notCsv: "Send the file as text/csv (the CSV text itself as the request body).",
  empty: "The file is empty: it needs a header row and at least one line.",
  noLines: "The file has a header row but no lines.",
  malformed: (line: number, reason: string) =>
    `The file is not valid CSV at line ${line}: ${reason}`,
  noPartNumberColumn: "The header row needs a partNumber column.",
  unknownColumns: (names: string[]) =>
    `Unknown column${names.length > 1 ? "s" : ""} ${names.map((name) => `"${name}"`).join(", ")}: the columns are ${FITMENT_CSV_COLUMNS.join(", ")}.`,
  repeatedColumn: (name: string) => `The column "${name}" appears twice in the header row.`,
  tooManyCells: (cells: number, columns: number) =>
    `The line has ${cells} cells; the header row names ${columns} columns.`,
  partNumberRequired: "partNumber is required",
  yearRequired: (column: string) => `${column} is required`,
  yearNotWhole: (column: string) => `${column} must be a whole number (a year such as 2019)`,
  yearsReversed: (from: number, to: number) => `yearFrom ${from} is after yearTo ${to}`,
  makeRequired: "make is required",
  modelRequired: "model is required",
  quantity: `quantity must be a whole number from 1 to ${FITMENT_QUANTITY_MAX}, or blank`,
  tooLong: (column: string, max: number) => `${column} is too long: at most ${max} characters`,
  badCharacter: (column: string) => `${column} contains a character that is not allowed`,
  universalFlag: "universal must be 1, true, yes, 0, false or no (or blank)",
  universalWithVehicle:
    "A universal line names no vehicle: leave the vehicle columns blank, or universal blank.",
  nothingToDo: "The line names no vehicle and no universal flag.",
  unknownPart: (partNumber: string) => `Unknown part number "${partNumber}".`,
  noVehicleData: "There are no vehicles in the vehicle data yet.",
  yearOutside: (year: number, min: number, max: number) =>
    `Year ${year} is outside the vehicle data (${min}–${max}).`,
  unknownMake: (make: string) => `Unknown make "${make}".`,
  unknownModel: (make: string, model: string) => `Unknown model "${model}" for ${make}.`,
  noSuchVehicle: (vehicle: string) => `There is no ${vehicle} in the vehicle data.`,
  duplicateOf: (line: number) => `Duplicate of line ${line}.`,
  overlaps: (line: number, span: string) => `Overlaps line ${line} (${span}).`,
  adds: (years: number) => `Adds ${years} ${years === 1 ? "year" : "years"}.`,
  changes: (changed: number, added: number) =>
    added > 0
      ? `Changes the quantity or note of ${changed} ${changed === 1 ? "year" : "years"} and adds ${added}.`
      : `Changes the quantity or note of ${changed} ${changed === 1 ? "year" : "years"}.`,
  unchanged: "Already recorded.",
  marksUniversal: "Marks the part universal.",
  unmarksUniversal: "Unmarks the part universal.",
  universalUnchanged: (universal: boolean) =>
    universal ? "The part is already universal." : "The part is not universal already.",
  neverDeletes:
    "Importing adds and changes fitment rows; it never deletes rows that are missing from the file.",
} as const;

// Control characters (NUL above all, which PostgreSQL refuses) have no place in a cell.
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

const cellText = (column: FitmentCsvColumn, max: number) =>
  z
    .string()
    .trim()
    .max(max, fitmentCsvMessages.tooLong(column, max))
    .refine((value) => !CONTROL_CHARACTERS.test(value), fitmentCsvMessages.badCharacter(column));

const year = (column: "yearFrom" | "yearTo") =>
  z
    .string()
    .trim()
    .min(1, fitmentCsvMessages.yearRequired(column))
    .regex(/^\d{1,4}$/, fitmentCsvMessages.yearNotWhole(column))
    .transform(Number);

const quantity = z
  .string()
  .trim()
  .refine(
    (value) =>
      value === "" || (/^\d{1,5}$/.test(value) && +value >= 1 && +value <= FITMENT_QUANTITY_MAX),
    fitmentCsvMessages.quantity,
  )
  .transform((value) => (value === "" ? null : Number(value)));

const universalFlag = z
  .string()
  .trim()
  .transform((value) => value.toLowerCase())
  .refine(
    (value) => value === "" || TRUE_FLAGS.includes(value) || FALSE_FLAGS.includes(value),
    fitmentCsvMessages.universalFlag,
  )
  .transform((value) => (value === "" ? null : TRUE_FLAGS.includes(value)));

const VEHICLE_COLUMNS = FITMENT_CSV_COLUMNS.filter(
  (column) => column !== "partNumber" && column !== "universal",
);

const vehicleLine = z
  .object({
    partNumber: cellText("partNumber", PART_NUMBER_MAX).min(
      1,
      fitmentCsvMessages.partNumberRequired,
    ),
    yearFrom: year("yearFrom"),
    // A blank yearTo is the one year of yearFrom.
    yearTo: z
      .string()
      .trim()
      .regex(/^(\d{1,4})?$/, fitmentCsvMessages.yearNotWhole("yearTo"))
      .transform((value) => (value === "" ? null : Number(value))),
    make: cellText("make", VEHICLE_TEXT_MAX).min(1, fitmentCsvMessages.makeRequired),
    model: cellText("model", VEHICLE_TEXT_MAX).min(1, fitmentCsvMessages.modelRequired),
    submodel: cellText("submodel", VEHICLE_TEXT_MAX),
    engine: cellText("engine", VEHICLE_TEXT_MAX),
    position: cellText("position", FITMENT_POSITION_MAX),
    quantity,
    note: cellText("note", FITMENT_NOTE_MAX),
    universal: universalFlag.refine(
      (flag) => flag !== true,
      fitmentCsvMessages.universalWithVehicle,
    ),
  })
  .transform((cells, context) => {
    const { partNumber, yearFrom, make, model, submodel, engine, position, note } = cells;
    const yearTo = cells.yearTo ?? yearFrom;
    if (yearFrom > yearTo) {
      context.addIssue({
        code: "custom",
        message: fitmentCsvMessages.yearsReversed(yearFrom, yearTo),
        path: ["yearFrom"],
      });
      return z.NEVER;
    }
    const { quantity } = cells;
    const names = { make, model, submodel, engine, position, quantity, note };
    return { kind: "vehicle" as const, partNumber, yearFrom, yearTo, ...names };
  });

const universalLine = z
  .object({
    partNumber: cellText("partNumber", PART_NUMBER_MAX).min(
      1,
      fitmentCsvMessages.partNumberRequired,
    ),
    universal: universalFlag,
  })
  .transform(({ partNumber, universal }, context) => {
    if (universal === null) {
      context.addIssue({
        code: "custom",
        message: fitmentCsvMessages.nothingToDo,
        path: ["universal"],
      });
      return z.NEVER;
    }
    return { kind: "universal" as const, partNumber, universal };
  });

export type FitmentCsvLine = z.output<typeof universalLine> | z.output<typeof vehicleLine>;

/**
 * One line of the file: a vehicle line (a part fits these years of a vehicle) or, with every
 * vehicle column blank, a universal line (universal=1 marks the part universal, 0 unmarks it).
 * What needs the data (the part, the vehicles, other lines) is checked by the import service.
 */
export function parseFitmentCsvLine(
  cells: FitmentCsvCells,
): { ok: true; line: FitmentCsvLine } | { ok: false; message: string } {
  const names = VEHICLE_COLUMNS.some((column) => cells[column].trim() !== "");
  const result = (names ? vehicleLine : universalLine).safeParse(cells);
  return result.success
    ? { ok: true, line: result.data }
    : { ok: false, message: result.error.issues[0]!.message };
}

/** The admin fitment screens' own words: the CSV import and the per-product editor. */
export const fitmentAdminTexts = {
  importTitle: "Fitment import",
  importIntro: `One line per part and year range. Columns: ${FITMENT_CSV_COLUMNS.join(", ")} (a header row first, in any order). A line with universal=1 and no vehicle marks the part universal; universal=0 unmarks it.`,
  fileLabel: "CSV file",
  pasteLabel: "Or paste the CSV",
  clearFile: "Clear file",
  check: "Check file",
  checking: "Checking…",
  export: "Export fitment CSV",
  apply: (lines: number) => `Apply ${lines} ${lines === 1 ? "line" : "lines"}`,
  applying: "Applying…",
  applyConfirmTitle: (lines: number) => `Apply ${lines} ${lines === 1 ? "line" : "lines"}?`,
  applyConfirmText:
    "The added and changed lines are written in one go; refused lines are skipped. Nothing is deleted.",
  applied: (lines: number) => `Applied: ${lines} ${lines === 1 ? "line" : "lines"} written.`,
  nothingToApply: "Nothing to apply: no line adds or changes anything.",
  dryRunHeading: "Check result (nothing written yet)",
  appliedHeading: "Import applied",
  refusedOnly: "Show refused lines only",
  noRefused: "No refused lines.",
  reportCaption: "Lines of the file",
  reportColumns: ["Line", "Status", "Part number", "Message"],
  statusLabels: { add: "Add", change: "Change", unchanged: "Unchanged", refused: "Refused" },
  summaryLabels: { added: "Added", changed: "Changed", unchanged: "Unchanged", refused: "Refused" },
} as const;

/** The per-product fitment editor (`/dashboard/fitment/{partId}`). */
export const fitmentEditorTexts = {
  title: "Edit fitment",
  universal: "Universal: fits every vehicle",
  rowsCaption: "Fitment rows",
  columns: [
    "Years",
    "Make",
    "Model",
    "Submodel",
    "Engine",
    "Position",
    "Quantity",
    "Note",
    "Remove",
  ],
  noRows: "No fitment rows yet. Add one below, or mark the part universal.",
  remove: (label: string) => `Remove ${label}`,
  addHeading: "Add a row",
  yearFrom: "Year from",
  yearTo: "Year to",
  make: "Make",
  model: "Model",
  submodel: "Submodel",
  engine: "Engine",
  any: "Any",
  choose: "Choose…",
  position: "Position",
  quantity: "Quantity",
  note: "Note",
  add: "Add row",
  save: "Save fitment",
  saving: "Saving…",
  saved: "Fitment saved.",
  unsaved: "Unsaved changes: save to keep them.",
  confirmTitle: "Remove fitment?",
  confirmText: (removed: number) =>
    `Saving removes ${removed} ${removed === 1 ? "row" : "rows"} (or the universal flag) from this part.`,
  backToImport: "Back to the fitment import",
} as const;
