import "server-only";
import { asc, eq, sql } from "drizzle-orm";
import { stringify } from "csv-stringify/sync";
import type { Actor } from "@/lib/auth/actor";
import { requireAdmin } from "@/lib/auth/guards";
import { getDb } from "@/lib/db";
import { fitmentRanges, type FitmentRange } from "@/domains/fitment/fitment-ranges-json";
import type { FitmentJson } from "@/domains/fitment/fitment-json";
import { FITMENT_CSV_COLUMNS } from "@/domains/fitment/fitment-csv";
import { fitments, parts, vehicles } from "@/models";
import { neutralisedCell } from "@/lib/csv/cells";
import { textArrayParam } from "@/lib/db/text-array";
import { toFitmentJson } from "./part-fitment";

// Parts a page: their rows (about 30 each) are read in one query, a few thousand at a time.
const PARTS_PER_PAGE = 200;

type PagePart = { id: string; key: string; partNumber: string; universal: boolean };

/** The next page of parts with fitment or the universal flag, after a part-number key. */
async function partsAfter(afterKey: string): Promise<PagePart[]> {
  const db = await getDb();
  return db
    .select({
      id: parts.id,
      key: parts.partNumberKey,
      partNumber: parts.partNumber,
      universal: parts.universal,
    })
    .from(parts)
    .where(
      sql`${parts.partNumberKey} > ${afterKey} AND (${parts.universal} OR EXISTS (
        SELECT 1 FROM ${fitments} WHERE ${fitments.partId} = ${parts.id}))`,
    )
    .orderBy(asc(parts.partNumberKey))
    .limit(PARTS_PER_PAGE);
}

async function fitmentOf(partIds: string[]): Promise<Map<string, FitmentJson[]>> {
  const rows = await (
    await getDb()
  )
    .select({ fitment: fitments, vehicle: vehicles })
    .from(fitments)
    .innerJoin(vehicles, eq(vehicles.id, fitments.vehicleId))
    .where(sql`${fitments.partId} = ANY(${textArrayParam(partIds)})`);
  const byPart = new Map<string, FitmentJson[]>();
  for (const row of rows) {
    const list = byPart.get(row.fitment.partId) ?? [];
    list.push(toFitmentJson(row.fitment, row.vehicle));
    byPart.set(row.fitment.partId, list);
  }
  return byPart;
}

const text = (value: string | null) => neutralisedCell(value ?? "");

/** A range as a CSV record, in the columns' order; text cells cannot start a formula. */
const rangeRecord = (partNumber: string, range: FitmentRange) => [
  text(partNumber),
  range.yearFrom,
  range.yearTo,
  text(range.make),
  text(range.model),
  text(range.submodel),
  text(range.engine),
  text(range.position),
  range.quantity ?? "",
  text(range.note),
  "",
];

async function pageText(page: PagePart[]): Promise<string> {
  const byPart = await fitmentOf(page.map((part) => part.id));
  const records: Array<Array<string | number>> = [];
  for (const part of page) {
    if (part.universal) records.push([text(part.partNumber), ...Array(9).fill(""), 1]);
    for (const range of fitmentRanges(byPart.get(part.id) ?? []))
      records.push(rangeRecord(part.partNumber, range));
  }
  return stringify(records);
}

/**
 * `GET /api/fitment/export` (admins): every part's fitment as the import reads it, one line a
 * year range (and a universal line for a universal part), by part number. Streamed a page of
 * parts at a time, so 3,000,000 rows never sit in memory at once.
 */
export function exportFitment(actor: Actor | null): ReadableStream<Uint8Array> {
  requireAdmin(actor);
  const encoder = new TextEncoder();
  let afterKey = "";
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(stringify([[...FITMENT_CSV_COLUMNS]])));
    },
    async pull(controller) {
      const page = await partsAfter(afterKey);
      if (page.length === 0) return controller.close();
      afterKey = page.at(-1)!.key;
      controller.enqueue(encoder.encode(await pageText(page)));
    },
  });
}
