import "server-only";
import { CsvError, parse } from "csv-parse/sync";
import { AppError } from "@/lib/errors";

/** A CSV record and the line of the file it starts on (the header is line 1). */
export interface CsvRecord {
  record: string[];
  line: number;
}

type Parsed = { record: string[]; info: { lines: number } };

// csv-parse counts the line a record ends on; a quoted cell may span lines, so count back.
const firstLineOf = ({ record, info }: Parsed) =>
  info.lines - record.reduce((breaks, cell) => breaks + (cell.match(/\n/g)?.length ?? 0), 0);

/**
 * An uploaded CSV file's records (RFC 4180: quoted cells may hold commas, quotes and line
 * breaks; blank lines skipped; records may differ in length), each with its first line. A text
 * that is not CSV is a 400 with `malformed`'s message for the line where it broke.
 */
export function csvRecords(
  text: string,
  malformed: (line: number, why: string) => string,
): CsvRecord[] {
  try {
    const parsed = parse(text, {
      bom: true,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
    }) as unknown as Parsed[];
    return parsed.map((one) => ({ record: one.record, line: firstLineOf(one) }));
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const { lines } = error as CsvError & { lines?: number };
    throw new AppError(400, malformed(lines ?? 1, error.message));
  }
}
