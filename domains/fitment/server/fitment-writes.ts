import "server-only";
import { eq, inArray } from "drizzle-orm";
import { getDb } from "@/lib/db";
import type { Db } from "@/lib/db/open";
import { AppError, NotFoundError } from "@/lib/errors";
import type { Actor } from "@/lib/auth/actor";
import { requireAdmin } from "@/lib/auth/guards";
import { CACHE_TAGS, expireCached, partTag } from "@/lib/cache/tags";
import type { FitmentJson } from "@/domains/fitment/fitment-json";
import { vehicleLabel } from "@/domains/fitment/vehicle-json";
import { FITMENT_ROWS_MAX } from "@/lib/validation/limits";
import {
  isRangeRow,
  type FitmentRangeRow,
  type FitmentRowInput,
  type PartFitmentInput,
} from "@/domains/fitment/part-fitment";
import { fitmentMessages } from "@/domains/fitment/fitment-texts";
import { isIdText } from "@/lib/validation/text";
import { fitments, parts, vehicles } from "@/models";
import { listPartFitment } from "./part-fitment";
import { loadVehicleIndex } from "./vehicle-index";

type NewFitment = typeof fitments.$inferInsert;

const refuse = (line: number, why: string) => new AppError(400, fitmentMessages.row(line, why));

// A range is as many vehicles as it has years; the list's limit applies before any lookup.
const rowCount = (row: FitmentRowInput) => (isRangeRow(row) ? row.yearTo - row.yearFrom + 1 : 1);

interface NamedVehicle {
  id: string;
  label: string;
}

/** The vehicles of each row, every row checked: each id known, each year of a range too. */
async function resolveVehicles(db: Db, rows: FitmentRowInput[]): Promise<NamedVehicle[][]> {
  const ids = rows.flatMap((row) => (isRangeRow(row) ? [] : [row.vehicleId]));
  const found =
    ids.length === 0 ? [] : await db.select().from(vehicles).where(inArray(vehicles.id, ids));
  const labels = new Map(found.map((row) => [row.id, vehicleLabel(row)]));
  const index = rows.some(isRangeRow) ? await loadVehicleIndex(db) : null;
  const yearsOf = (row: FitmentRangeRow, line: number) =>
    Array.from({ length: rowCount(row) }, (_, offset) => {
      const name = { ...row, year: row.yearFrom + offset };
      const label = vehicleLabel(name);
      const id = index?.idOf(name);
      if (!id) throw refuse(line, fitmentMessages.noVehicle(label));
      return { id, label };
    });
  return rows.map((row, at) => {
    if (isRangeRow(row)) return yearsOf(row, at + 1);
    const label = labels.get(row.vehicleId);
    if (label === undefined) throw refuse(at + 1, fitmentMessages.unknownVehicle);
    return [{ id: row.vehicleId, label }];
  });
}

/** The rows to store, one per vehicle and position; the same one twice is refused. */
function expand(partId: string, rows: FitmentRowInput[], named: NamedVehicle[][]): NewFitment[] {
  const lineOf = new Map<string, number>();
  return rows.flatMap((row, at) =>
    named[at]!.map((vehicle) => {
      // Positions differing only in case are one position ("Front", "front").
      const key = `${vehicle.id}|${row.position.toLowerCase()}`;
      const other = lineOf.get(key);
      if (other !== undefined)
        throw refuse(at + 1, fitmentMessages.duplicate(vehicle.label, other));
      lineOf.set(key, at + 1);
      const { position, quantity, note } = row;
      return { partId, vehicleId: vehicle.id, position, quantity, note };
    }),
  );
}

// Well under PostgreSQL's 65,535 parameters a statement (5 a row).
const INSERT_CHUNK = 5_000;

/**
 * `PUT /api/parts/{id}/fitment` (admins): replaces the part's fitment and, when given, its
 * universal flag. Every row is checked before anything is written; then one transaction, with
 * the part's row locked so two saves of the same part follow each other.
 */
export async function replacePartFitment(
  actor: Actor | null,
  partId: string,
  input: PartFitmentInput,
): Promise<FitmentJson[]> {
  requireAdmin(actor);
  if (!isIdText(partId)) throw new NotFoundError("Part");
  const db = await getDb();
  const [part] = await db.select({ id: parts.id }).from(parts).where(eq(parts.id, partId));
  if (!part) throw new NotFoundError("Part");
  const total = input.rows.reduce((sum, row) => sum + rowCount(row), 0);
  if (total > FITMENT_ROWS_MAX) throw new AppError(400, fitmentMessages.tooManyRows);
  const rows = expand(partId, input.rows, await resolveVehicles(db, input.rows));
  await db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ id: parts.id })
      .from(parts)
      .where(eq(parts.id, partId))
      .for("update");
    if (!locked) throw new NotFoundError("Part");
    await tx.delete(fitments).where(eq(fitments.partId, partId));
    for (let start = 0; start < rows.length; start += INSERT_CHUNK)
      await tx.insert(fitments).values(rows.slice(start, start + INSERT_CHUNK));
    if (input.universal !== undefined)
      await tx.update(parts).set({ universal: input.universal }).where(eq(parts.id, partId));
  });
  expireCached(CACHE_TAGS.fitment, partTag(partId));
  return listPartFitment(partId);
}
