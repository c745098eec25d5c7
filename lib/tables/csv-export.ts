import "server-only";
import { stringify } from "csv-stringify/sync";
import { neutralisedCell } from "@/lib/csv/cells";

type Cell = string | number | null;

/** Rows fetched per query while exporting: memory stays flat whatever the table's size. */
export const EXPORT_BATCH = 1_000;

const csvText = (records: Cell[][]) =>
  stringify(
    records.map((record) =>
      record.map((cell) => (typeof cell === "string" ? neutralisedCell(cell) : (cell ?? ""))),
    ),
  );

/**
 * A CSV file streamed a batch at a time: the header row, then each batch `nextBatch` answers
 * after the last row of the one before, until one comes back empty. Text cells cannot start a
 * formula (see lib/csv/cells.ts).
 */
export function csvExport<Row>({
  header,
  nextBatch,
  record,
}: {
  header: string[];
  nextBatch: (last: Row | undefined) => Promise<Row[]>;
  record: (row: Row) => Cell[];
}): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let last: Row | undefined;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(csvText([header])));
    },
    async pull(controller) {
      const batch = await nextBatch(last);
      if (batch.length === 0) return controller.close();
      last = batch.at(-1);
      controller.enqueue(encoder.encode(csvText(batch.map(record))));
    },
  });
}
