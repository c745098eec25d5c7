import "server-only";
import { Readable } from "node:stream";
import { CsvError, parse } from "csv-parse";
import { AppError } from "@/lib/errors";
import { restoredCell } from "@/lib/csv/cells";
import {
  PART_IMPORT_COLUMNS,
  type PartImportCells,
  type PartImportColumn,
} from "@/domains/catalog/import/import-columns";
import { partImportMessages as messages } from "@/domains/catalog/import/import-texts";

/**
 * A line of the file as the report numbers it (the header is line 1): its cells, or why it was
 * refused as read, with its part number when the reader knows it (a PIES Item's).
 */
export type FileLine =
  { line: number; cells: PartImportCells } | { line: number; problem: string; partNumber?: string };

/** The header's columns in file order; names match in any case, every one known, none twice. */
function headerColumns(header: string[]): PartImportColumn[] {
  const byName = new Map(PART_IMPORT_COLUMNS.map((column) => [column.toLowerCase(), column]));
  const names = header.map((name) => name.trim());
  const unknown = names.filter((name) => !byName.has(name.toLowerCase()));
  if (unknown.length > 0) throw new AppError(400, messages.unknownColumns(unknown));
  const columns = names.map((name) => byName.get(name.toLowerCase())!);
  const repeated = columns.find((column, index) => columns.indexOf(column) !== index);
  if (repeated) throw new AppError(400, messages.repeatedColumn(repeated));
  if (!columns.includes("partNumber")) throw new AppError(400, messages.noPartNumberColumn);
  return columns;
}

type Parsed = { record: string[]; info: { lines: number } };

// csv-parse counts the line a record ends on; a quoted cell may span lines, so count back.
const firstLineOf = ({ record, info }: Parsed) =>
  info.lines - record.reduce((breaks, cell) => breaks + (cell.match(/\n/g)?.length ?? 0), 0);

function lineOf(parsed: Parsed, columns: PartImportColumn[]): FileLine {
  const line = firstLineOf(parsed);
  if (parsed.record.length > columns.length)
    return { line, problem: messages.tooManyCells(parsed.record.length, columns.length) };
  const cells: PartImportCells = {};
  columns.forEach((column, index) => (cells[column] = restoredCell(parsed.record[index] ?? "")));
  return { line, cells };
}

/**
 * The lines of a CSV file (RFC 4180; a BOM and CRLF accepted), read as its pieces arrive and
 * handed out `batchSize` at a time. A file that is not CSV, or whose header is wrong, is a 400
 * naming the problem; a line with more cells than the header has columns is reported alone.
 */
export async function* csvLineBatches(
  chunks: AsyncIterable<Buffer>,
  batchSize: number,
): AsyncGenerator<FileLine[]> {
  const parser = Readable.from(chunks).pipe(
    parse({ bom: true, info: true, relax_column_count: true, skip_empty_lines: true }),
  );
  let columns: PartImportColumn[] | null = null;
  let batch: FileLine[] = [];
  let lines = 0;
  try {
    for await (const parsed of parser as AsyncIterable<Parsed>) {
      if (!columns) {
        columns = headerColumns(parsed.record);
        continue;
      }
      batch.push(lineOf(parsed, columns));
      lines += 1;
      if (batch.length >= batchSize) {
        yield batch;
        batch = [];
      }
    }
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const { lines } = error as CsvError & { lines?: number };
    throw new AppError(400, messages.malformed(lines ?? 1, error.message));
  }
  if (!columns) throw new AppError(400, messages.empty);
  if (lines === 0) throw new AppError(400, messages.noLines);
  if (batch.length > 0) yield batch;
}
