import "server-only";
import { count, inArray } from "drizzle-orm";
import type { Tx } from "@/lib/db/open";
import { vehicleSlugs } from "@/domains/fitment";
import { fitments, parts, vehicles } from "@/models";
import { seedFitments, seedVehicles, UNIVERSAL_PART_NUMBERS } from "./load";
import { vehicleKey } from "./vehicles";

/** Rows per INSERT: well under PostgreSQL's 65,535 bind parameters, and few round trips. */
const CHUNK = 1000;

async function insertInChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += CHUNK) {
    await insert(rows.slice(start, start + CHUNK));
  }
}

const isEmpty = async (tx: Tx, table: typeof vehicles | typeof fitments) =>
  ((await tx.select({ rows: count() }).from(table))[0]?.rows ?? 0) === 0;

/**
 * The demo vehicles, into an empty vehicles table; then, into an empty fitment table, the demo
 * fitment of the demo parts that exist and the universal flags. Runs in the seed's transaction.
 */
export async function seedVehicleFitment(tx: Tx): Promise<void> {
  if (await isEmpty(tx, vehicles)) {
    await insertInChunks(seedVehicles, (chunk) =>
      tx.insert(vehicles).values(
        chunk.map(({ year, make, model, submodel, engine }) => ({
          year,
          make,
          model,
          submodel,
          engine,
          ...vehicleSlugs({ make, model }),
        })),
      ),
    );
  }
  if (!(await isEmpty(tx, fitments))) return;

  const vehicleIds = new Map(
    (await tx.select().from(vehicles)).map((row) => [vehicleKey(row), row.id]),
  );
  const partNumbers = [...new Set(seedFitments.map((row) => row.partNumber))];
  const partIds = new Map(
    (
      await tx
        .select({ id: parts.id, partNumber: parts.partNumber })
        .from(parts)
        .where(inArray(parts.partNumber, partNumbers))
    ).map((row) => [row.partNumber, row.id]),
  );
  const rows = seedFitments.flatMap((row) => {
    const partId = partIds.get(row.partNumber);
    const vehicleId = vehicleIds.get(row.vehicleKey);
    if (!partId || !vehicleId) return [];
    const { position, quantity, note } = row;
    return [{ partId, vehicleId, position, quantity, note }];
  });
  await insertInChunks(rows, (chunk) => tx.insert(fitments).values(chunk));
  await tx
    .update(parts)
    .set({ universal: true })
    .where(inArray(parts.partNumber, UNIVERSAL_PART_NUMBERS));
}
