import "server-only";
import { and, asc, eq } from "drizzle-orm";
import { getDb, type Tx } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";
import { AppError, NotFoundError } from "@/lib/errors";
import type { MemberUpdate } from "@/domains/companies/companies";
import { toMemberJson, type MemberJson } from "@/domains/companies/company-json";
import { companyMessages } from "@/domains/companies/company-texts";
import { companyMembers, users } from "@/models";
import { manageableCompany } from "./company-access";

const memberColumns = { member: companyMembers, email: users.email, name: users.name };

/** A company's members, admins first, then longest-standing first: for its admins and the shop's. */
export async function listMembers(actor: Actor | null, companyId: string): Promise<MemberJson[]> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    await manageableCompany(tx, actor, companyId);
    const rows = await tx
      .select(memberColumns)
      .from(companyMembers)
      .innerJoin(users, eq(users.id, companyMembers.userId))
      .where(eq(companyMembers.companyId, companyId))
      .orderBy(asc(companyMembers.role), asc(companyMembers.createdAt), asc(companyMembers.userId));
    return rows.map(({ member, ...user }) => toMemberJson(member, user));
  });
}

/** Refuses (and so rolls back) a change that left the company without an admin. */
async function assertAnAdminLeft(tx: Tx, companyId: string): Promise<void> {
  const [admin] = await tx
    .select({ userId: companyMembers.userId })
    .from(companyMembers)
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.role, "admin")))
    .limit(1);
  if (!admin) throw new AppError(409, companyMessages.lastAdmin);
}

const thisMember = (companyId: string, userId: string) =>
  and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId));

/** Changes a member's role or spending limit; the company keeps at least one admin. */
export async function updateMember(
  actor: Actor | null,
  { companyId, userId }: { companyId: string; userId: string },
  change: MemberUpdate,
): Promise<MemberJson> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    await manageableCompany(tx, actor, companyId);
    const [member] = await tx
      .update(companyMembers)
      .set({ role: change.role, spendingLimitCents: change.spendingLimit })
      .where(thisMember(companyId, userId))
      .returning();
    if (!member) throw new NotFoundError("Member");
    await assertAnAdminLeft(tx, companyId);
    const [user] = await tx
      .select({ email: users.email, name: users.name })
      .from(users)
      .where(eq(users.id, userId));
    return toMemberJson(member, user!);
  });
}

/** Removes a member (the user stays, outside any company); the last admin cannot go. */
export async function removeMember(
  actor: Actor | null,
  { companyId, userId }: { companyId: string; userId: string },
): Promise<{ deletedCount: number }> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    await manageableCompany(tx, actor, companyId);
    const removed = await tx
      .delete(companyMembers)
      .where(thisMember(companyId, userId))
      .returning({ userId: companyMembers.userId });
    if (removed.length === 0) throw new NotFoundError("Member");
    await assertAnAdminLeft(tx, companyId);
    return { deletedCount: removed.length };
  });
}
