import "server-only";
import { and, inArray } from "drizzle-orm";
import { getDb, type Tx } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";
import type { FleetImportLine, FleetImportReport } from "@/domains/fitment/fleet-import";
import { fleetImportMessages as m } from "@/domains/fitment/fitment-texts";
import { garageVehicles } from "@/models";
import {
  entriesOf,
  garageOwnerOf,
  lockOwner,
  ownedBy,
  ownerColumns,
  type GarageOwner,
} from "./garage-owner";
import { readFleetFile, type FleetLine } from "./garage-import-csv";
import { vehiclesOfVins } from "./garage-vins";

/** Rows per INSERT (and VINs per look-up): eight parameters each, far below PostgreSQL's 65,535. */
const BATCH = 1_000;

const batchesOf = <T>(items: T[]) =>
  Array.from({ length: Math.ceil(items.length / BATCH) }, (_, index) =>
    items.slice(index * BATCH, (index + 1) * BATCH),
  );

/** Lines whose VIN is fine so far, and the refused ones: a wrong VIN, or one seen on a line above. */
function firstOfEachVin(lines: FleetLine[]) {
  const firstLine = new Map<string, number>();
  const refused = new Map<number, string>();
  for (const line of lines) {
    const earlier = firstLine.get(line.vin);
    if (line.problem) refused.set(line.line, line.problem);
    else if (earlier !== undefined) refused.set(line.line, m.duplicate(earlier));
    else firstLine.set(line.vin, line.line);
  }
  return { candidates: lines.filter((line) => !refused.has(line.line)), refused };
}

async function savedVins(tx: Tx, owner: GarageOwner, vins: string[]): Promise<Set<string>> {
  const saved = new Set<string>();
  for (const batch of batchesOf(vins)) {
    const rows = await tx
      .select({ vin: garageVehicles.vin })
      .from(garageVehicles)
      .where(and(ownedBy(owner), inArray(garageVehicles.vin, batch)));
    for (const row of rows) saved.add(row.vin!);
  }
  return saved;
}

/**
 * `POST /api/garage/import`: a fleet file's VINs into the caller's garage (their company's when
 * they have one). Every line is reported: added, unchanged (already saved), or refused with the
 * reason; the good lines are added whatever the others. All in one transaction, with the
 * owner's row locked while the garage is counted, so two imports cannot pass its limit.
 */
export async function importFleet(actor: Actor | null, csv: string): Promise<FleetImportReport> {
  const db = await getDb();
  const owner = await garageOwnerOf(db, actor);
  const lines = readFleetFile(csv);
  const { candidates, refused } = firstOfEachVin(lines);
  // Decoded before the transaction: the slow part holds no lock.
  const vehicleOf = await vehiclesOfVins(candidates.map((line) => line.vin));
  const status = new Map<number, Omit<FleetImportLine, "line" | "vin">>();
  for (const [line, reason] of refused) status.set(line, { status: "refused", reason });
  await db.transaction(async (tx) => {
    await lockOwner(tx, owner);
    const saved = await savedVins(
      tx,
      owner,
      candidates.map((line) => line.vin),
    );
    let room = owner.limit - (await entriesOf(tx, owner));
    const added: (typeof garageVehicles.$inferInsert)[] = [];
    for (const line of candidates) {
      const vehicleId = vehicleOf.get(line.vin);
      if (!vehicleId) status.set(line.line, { status: "refused", reason: m.unknown });
      else if (saved.has(line.vin)) status.set(line.line, { status: "unchanged" });
      else if (room <= 0) status.set(line.line, { status: "refused", reason: m.full(owner.limit) });
      else {
        room -= 1;
        status.set(line.line, { status: "added" });
        const { vin, label, unitNumber } = line;
        added.push({ ...ownerColumns(owner), vehicleId, vin, label, unitNumber });
      }
    }
    for (const batch of batchesOf(added)) await tx.insert(garageVehicles).values(batch);
  });
  const report = lines.map((line) => ({
    line: line.line,
    vin: line.vin,
    ...status.get(line.line)!,
  }));
  const counted = (which: FleetImportLine["status"]) =>
    report.filter((line) => line.status === which).length;
  return {
    added: counted("added"),
    unchanged: counted("unchanged"),
    refused: counted("refused"),
    lines: report,
  };
}
