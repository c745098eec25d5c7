import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { NotFoundError } from "@/lib/errors";
import type { Actor } from "@/lib/auth/actor";
import { requireAdmin } from "@/lib/auth/guards";
import { idText } from "@/lib/validation/text";
import { stockUpdateSchema } from "@/lib/validation/parts";
import { parts } from "@/models";

/** `PATCH /api/parts/updateQty/{id}` (admins): sets a part's available quantity. */
export async function setAvailableQty(
  actor: Actor | null,
  partId: string,
  body: unknown,
): Promise<{ modifiedCount: number }> {
  requireAdmin(actor);
  const id = idText("Part id").parse(partId);
  const { availableQty } = stockUpdateSchema.parse(body);
  const db = await getDb();
  const updated = await db
    .update(parts)
    .set({ availableQty })
    .where(eq(parts.id, id))
    .returning({ id: parts.id });
  if (updated.length === 0) throw new NotFoundError("Part");
  return { modifiedCount: updated.length };
}
