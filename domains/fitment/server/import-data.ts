import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db/open";
import { textArrayParam } from "@/lib/db/text-array";
import { partNumberKey } from "@/lib/text";
import { fitments, parts } from "@/models";
import { existingKey, type ExistingRow, type ImportData, type ParsedLine } from "./import-check";
import { loadVehicleIndex } from "./vehicle-index";

/** The vehicles, the parts the file names and their current rows: three queries in all. */
export async function loadImportData(db: Db, lines: ParsedLine[]): Promise<ImportData> {
  const keys = new Set<string>();
  for (const { parsed } of lines) if (parsed.ok) keys.add(partNumberKey(parsed.line.partNumber));
  keys.delete("");
  const vehicles = await loadVehicleIndex(db);
  const found =
    keys.size === 0
      ? []
      : await db
          .select({ id: parts.id, key: parts.partNumberKey, universal: parts.universal })
          .from(parts)
          .where(sql`${parts.partNumberKey} = ANY(${textArrayParam([...keys])})`);
  const rows =
    found.length === 0
      ? []
      : await db
          .select({
            partId: fitments.partId,
            vehicleId: fitments.vehicleId,
            position: fitments.position,
            quantity: fitments.quantity,
            note: fitments.note,
          })
          .from(fitments)
          .where(sql`${fitments.partId} = ANY(${textArrayParam(found.map((part) => part.id))})`);
  const existing = new Map<string, ExistingRow>();
  for (const { partId, vehicleId, ...row } of rows)
    existing.set(existingKey(partId, vehicleId, row.position), row);
  return { vehicles, parts: new Map(found.map(({ key, ...part }) => [key, part])), existing };
}
