import "server-only";
import { asc, desc, eq } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { NotFoundError } from "@/lib/errors";
import { toPartJson, type PartJson } from "@/lib/contract/part";
import { parts } from "@/models";

export type PartsOrder = "oldest" | "newest";

/** Every part; "newest" is the contract's `?sort=1`, the order the shop shows. */
export async function listParts(order: PartsOrder = "oldest", limit?: number): Promise<PartJson[]> {
  const db = await getDb();
  const direction = order === "newest" ? desc : asc;
  const query = db.select().from(parts).orderBy(direction(parts.createdAt), direction(parts.id));
  const rows = await (limit === undefined ? query : query.limit(limit));
  return rows.map(toPartJson);
}

export async function getPart(id: string): Promise<PartJson> {
  const db = await getDb();
  const [row] = await db.select().from(parts).where(eq(parts.id, id));
  if (!row) throw new NotFoundError("Part");
  return toPartJson(row);
}
