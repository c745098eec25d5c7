import "server-only";
import { AppError } from "@/lib/errors";
import { csvRecords } from "@/lib/csv/records";
import {
  FITMENT_CSV_COLUMNS,
  fitmentCsvMessages,
  type FitmentCsvCells,
  type FitmentCsvColumn,
} from "@/domains/fitment/fitment-csv";
import { restoredCell } from "@/lib/csv/cells";

/** A line of the file as the report numbers it (the header is line 1), or why it has no cells. */
export type CsvLine =
  { line: number; cells: FitmentCsvCells } | { line: number; cells: null; message: string };

/** The header's columns in file order; names match in any case, every one known, none twice. */
function headerColumns(header: string[]): FitmentCsvColumn[] {
  const byName = new Map(FITMENT_CSV_COLUMNS.map((column) => [column.toLowerCase(), column]));
  const names = header.map((name) => name.trim());
  const unknown = names.filter((name) => !byName.has(name.toLowerCase()));
  if (unknown.length > 0) throw new AppError(400, fitmentCsvMessages.unknownColumns(unknown));
  const columns = names.map((name) => byName.get(name.toLowerCase())!);
  const repeated = columns.find((column, index) => columns.indexOf(column) !== index);
  if (repeated) throw new AppError(400, fitmentCsvMessages.repeatedColumn(repeated));
  if (!columns.includes("partNumber"))
    throw new AppError(400, fitmentCsvMessages.noPartNumberColumn);
  return columns;
}

/**
 * The file's lines by column (RFC 4180: quoted cells may hold commas, quotes and line breaks).
 * A file that is not CSV, or whose header is wrong, is a 400 naming the problem; a line with
 * more cells than the header has columns is reported on its own. Missing trailing cells are blank.
 */
export function readFitmentCsv(text: string): CsvLine[] {
  const [header, ...records] = csvRecords(text, fitmentCsvMessages.malformed);
  if (!header) throw new AppError(400, fitmentCsvMessages.empty);
  const columns = headerColumns(header.record);
  if (records.length === 0) throw new AppError(400, fitmentCsvMessages.noLines);
  const blank = Object.fromEntries(FITMENT_CSV_COLUMNS.map((column) => [column, ""]));
  return records.map(({ record, line }) => {
    if (record.length > columns.length)
      return {
        line,
        cells: null,
        message: fitmentCsvMessages.tooManyCells(record.length, columns.length),
      };
    const cells = { ...blank } as FitmentCsvCells;
    columns.forEach((column, index) => (cells[column] = restoredCell(record[index] ?? "")));
    return { line, cells };
  });
}
