import "server-only";
import { and, count, eq, type SQL } from "drizzle-orm";
import type { Db, Tx } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";
import { requireUser } from "@/lib/auth/guards";
import { config } from "@/lib/config";
import { GARAGE_MAX } from "@/lib/validation/limits";
import { garageMessages } from "@/domains/fitment/fitment-texts";
import { companies, companyMembers, garageVehicles, users } from "@/models";

/**
 * Whose garage a caller sees and edits: the company's, shared by every member, when they belong
 * to an approved company; their own otherwise. A member's personal entries stay stored, unseen,
 * and are theirs again when they leave the company.
 */
export interface GarageOwner {
  userId: string | null;
  companyId: string | null;
  /** How many entries the garage holds at most. */
  limit: number;
  /** What a full garage answers (409). */
  fullMessage: string;
}

export async function garageOwnerOf(db: Db | Tx, actor: Actor | null): Promise<GarageOwner> {
  const user = requireUser(actor);
  const [membership] = await db
    .select({ companyId: companyMembers.companyId })
    .from(companyMembers)
    .innerJoin(companies, eq(companies.id, companyMembers.companyId))
    .where(and(eq(companyMembers.userId, user.id), eq(companies.status, "approved")));
  if (membership) {
    const limit = config().fleetGarageLimit;
    return {
      userId: null,
      companyId: membership.companyId,
      limit,
      fullMessage: garageMessages.fleetFull(limit),
    };
  }
  return { userId: user.id, companyId: null, limit: GARAGE_MAX, fullMessage: garageMessages.full };
}

/** The garage's entries, as a condition. */
export const ownedBy = (owner: GarageOwner): SQL =>
  owner.companyId
    ? eq(garageVehicles.companyId, owner.companyId)
    : eq(garageVehicles.userId, owner.userId!);

/** The owner's columns of a new entry. */
export const ownerColumns = (owner: GarageOwner) => ({
  userId: owner.userId,
  companyId: owner.companyId,
});

/**
 * Locks the owner's row (the user's, or the company's) for the rest of the transaction, so that
 * two adds or imports at once cannot both count the garage below its limit.
 */
export async function lockOwner(tx: Tx, owner: GarageOwner): Promise<void> {
  if (owner.companyId)
    await tx
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.id, owner.companyId))
      .for("update");
  else
    await tx.select({ id: users.id }).from(users).where(eq(users.id, owner.userId!)).for("update");
}

/** How many entries the garage holds (its owner's row locked, the count stands until commit). */
export const entriesOf = async (tx: Tx, owner: GarageOwner) =>
  (await tx.select({ entries: count() }).from(garageVehicles).where(ownedBy(owner)))[0]!.entries;
