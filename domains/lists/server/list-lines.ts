import "server-only";
import { and, count, eq, sql } from "drizzle-orm";
import { getDb, type Tx } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";
import { requireUser } from "@/lib/auth/guards";
import { asBuyerPays } from "@/domains/companies/server";
import { AppError, NotFoundError } from "@/lib/errors";
import { LIST_LINES_MAX } from "@/lib/validation/limits";
import { judgeLine } from "@/domains/ordering";
import { partsById } from "@/domains/ordering/server";
import type { ListLineInput } from "@/domains/lists/lists";
import type { ListWithLinesJson } from "@/domains/lists/list-json";
import { listMessages } from "@/domains/lists/list-texts";
import { partListLines, partLists } from "@/models";
import { listFor } from "./list-access";
import { listJson } from "./list-reads";

const thisLine = (listId: string, partId: string) =>
  and(eq(partListLines.listId, listId), eq(partListLines.partId, partId));

/** Marks the list changed now (its lines did). */
const touch = (tx: Tx, listId: string) =>
  tx.update(partLists).set({ updatedAt: new Date() }).where(eq(partLists.id, listId));

/**
 * `PUT /api/lists/{id}/lines`: sets a line's quantity, adding the part when the list does not
 * hold it (at most LIST_LINES_MAX lines). The quantity is a whole number of pieces, as in the
 * cart: the part's MOQ, multiples and stock are applied when the list goes to the cart. The
 * line keeps the unit price of its quantity now, so the cart can say later if it changed.
 */
export async function setListLine(
  actor: Actor | null,
  listId: string,
  line: ListLineInput,
): Promise<ListWithLinesJson> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    await listFor(tx, actor, listId);
    const found = (await partsById(tx, [line.partId])).get(line.partId);
    if (!found) throw new NotFoundError("Part");
    // The unit price the caller would pay for it now: their company's, if any.
    const [part] = await asBuyerPays(tx, requireUser(actor).uid, [found]);
    if (found.retired) throw new AppError(409, listMessages.retiredPart);
    // The list's row is locked (listFor): lines are counted one change at a time.
    const [others] = await tx
      .select({ n: count() })
      .from(partListLines)
      .where(and(eq(partListLines.listId, listId), sql`${partListLines.partId} <> ${line.partId}`));
    if ((others?.n ?? 0) >= LIST_LINES_MAX)
      throw new AppError(409, listMessages.listFull(LIST_LINES_MAX));
    const saved = {
      quantity: line.quantity,
      savedUnitPriceCents: judgeLine(part!, line.quantity).unitPriceCents,
    };
    await tx
      .insert(partListLines)
      .values({ listId, partId: line.partId, ...saved })
      .onConflictDoUpdate({ target: [partListLines.listId, partListLines.partId], set: saved });
    await touch(tx, listId);
  });
  return listJson(db, listId, requireUser(actor).uid);
}

/**
 * `DELETE /api/lists/{id}/lines/{partId}`: the line goes. A line the list does not hold is
 * already gone (200), as in the cart; a part that does not exist is 404.
 */
export async function removeListLine(
  actor: Actor | null,
  listId: string,
  partId: string,
): Promise<ListWithLinesJson> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    await listFor(tx, actor, listId);
    const removed = await tx
      .delete(partListLines)
      .where(thisLine(listId, partId))
      .returning({ partId: partListLines.partId });
    if (removed.length === 0) {
      if ((await partsById(tx, [partId])).size === 0) throw new NotFoundError("Part");
      return;
    }
    await touch(tx, listId);
  });
  return listJson(db, listId, requireUser(actor).uid);
}
