import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { Db, Tx } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";
import { requireUser } from "@/lib/auth/guards";
import { NotFoundError } from "@/lib/errors";
import { companyMembers, partLists } from "@/models";

/** Whose lists a user works on: their company's when they belong to one, else their own. */
export type ListOwner = { companyId: string; userId: null } | { companyId: null; userId: string };

export async function ownerOf(db: Db | Tx, actor: Actor | null): Promise<ListOwner> {
  const user = requireUser(actor);
  const [member] = await db
    .select({ companyId: companyMembers.companyId })
    .from(companyMembers)
    .where(eq(companyMembers.userId, user.id));
  return member
    ? { companyId: member.companyId, userId: null }
    : { companyId: null, userId: user.id };
}

/** The WHERE of the owner's lists. */
export const ownedBy = (owner: ListOwner) =>
  owner.companyId === null
    ? eq(partLists.userId, owner.userId)
    : eq(partLists.companyId, owner.companyId);

/**
 * Holds the owner's lists for the rest of the transaction, so that two creations or renames at
 * once count and compare names one after the other.
 */
export async function lockOwner(tx: Tx, owner: ListOwner): Promise<void> {
  const key = `lists:${owner.companyId ?? owner.userId}`;
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}

/**
 * The list with this id when it is the caller's (their company's, or their own outside a
 * company), locked for the transaction when it will change. Anyone else, a member of another
 * company or another user, shop admins too, hears 404: a list's existence is not theirs to learn.
 */
export async function listFor(tx: Tx, actor: Actor | null, listId: string) {
  const owner = await ownerOf(tx, actor);
  const [list] = await tx
    .select()
    .from(partLists)
    .where(and(eq(partLists.id, listId), ownedBy(owner)))
    .for("update");
  if (!list) throw new NotFoundError("List");
  return { list, owner };
}
