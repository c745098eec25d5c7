import "server-only";
import { and, asc, count, eq, ne, sql } from "drizzle-orm";
import { getDb, type Tx } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";
import { requireUser } from "@/lib/auth/guards";
import { AppError } from "@/lib/errors";
import { LISTS_MAX } from "@/lib/validation/limits";
import type { ListNameInput } from "@/domains/lists/lists";
import type { ListJson, ListWithLinesJson } from "@/domains/lists/list-json";
import { listMessages } from "@/domains/lists/list-texts";
import { partLists } from "@/models";
import { listFor, lockOwner, ownedBy, ownerOf, type ListOwner } from "./list-access";
import { listJson, listsJson } from "./list-reads";

/** `GET /api/lists`: the caller's lists (their company's, or their own), oldest first. */
export async function listLists(actor: Actor | null): Promise<ListJson[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(partLists)
    .where(ownedBy(await ownerOf(db, actor)))
    .orderBy(asc(partLists.createdAt), asc(partLists.id));
  return listsJson(db, rows, requireUser(actor).uid);
}

/** `GET /api/lists/{id}`: one of the caller's lists with its lines. */
export async function getList(actor: Actor | null, listId: string): Promise<ListWithLinesJson> {
  const db = await getDb();
  await db.transaction((tx) => listFor(tx, actor, listId));
  return listJson(db, listId, requireUser(actor).uid);
}

/** Refuses a name another of the owner's lists has, in any case (under the owner's lock). */
async function assertNameFree(tx: Tx, owner: ListOwner, name: string, exceptId?: string) {
  const [taken] = await tx
    .select({ id: partLists.id })
    .from(partLists)
    .where(
      and(
        ownedBy(owner),
        sql`lower(${partLists.name}) = lower(${name})`,
        exceptId ? ne(partLists.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (taken) throw new AppError(409, listMessages.nameTaken(name));
}

/**
 * `POST /api/lists`: a new, empty list, the company's when the caller belongs to one (every
 * member sees it), else their own. At most LISTS_MAX per owner, and one name once.
 */
export async function createList(
  actor: Actor | null,
  { name }: ListNameInput,
): Promise<ListWithLinesJson> {
  const user = requireUser(actor);
  const db = await getDb();
  const id = await db.transaction(async (tx) => {
    const owner = await ownerOf(tx, user);
    await lockOwner(tx, owner);
    const [lists] = await tx.select({ n: count() }).from(partLists).where(ownedBy(owner));
    if ((lists?.n ?? 0) >= LISTS_MAX) throw new AppError(409, listMessages.tooManyLists(LISTS_MAX));
    await assertNameFree(tx, owner, name);
    const [list] = await tx
      .insert(partLists)
      .values({ name, ...owner, createdBy: user.id })
      .returning({ id: partLists.id });
    return list!.id;
  });
  return listJson(db, id, user.uid);
}

/** `PATCH /api/lists/{id}`: a new name. */
export async function renameList(
  actor: Actor | null,
  listId: string,
  { name }: ListNameInput,
): Promise<ListWithLinesJson> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const { owner } = await listFor(tx, actor, listId);
    await lockOwner(tx, owner);
    await assertNameFree(tx, owner, name, listId);
    await tx.update(partLists).set({ name, updatedAt: new Date() }).where(eq(partLists.id, listId));
  });
  return listJson(db, listId, requireUser(actor).uid);
}

/** `DELETE /api/lists/{id}`: the list and its lines go, for everyone who shares it. */
export async function deleteList(
  actor: Actor | null,
  listId: string,
): Promise<{ deletedCount: number }> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    await listFor(tx, actor, listId);
    const removed = await tx
      .delete(partLists)
      .where(eq(partLists.id, listId))
      .returning({ id: partLists.id });
    return { deletedCount: removed.length };
  });
}
