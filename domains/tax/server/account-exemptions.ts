import "server-only";
import { asc } from "drizzle-orm";
import { getDb } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";
import type { TaxExemptionInput } from "@/domains/tax/tax-exemptions";
import { toTaxExemptionJson, type TaxExemptionJson } from "@/domains/tax/tax-exemption-json";
import { taxExemptions } from "@/models";
import { heldBy, heldFor, holderOf, writableHolderOf } from "./exemption-holder";

/** `GET /api/account/tax-exemption`: the caller's certificates, or their company's, by state. */
export async function accountTaxExemptions(actor: Actor | null): Promise<TaxExemptionJson[]> {
  const db = await getDb();
  const holder = await holderOf(db, actor);
  const rows = await db
    .select()
    .from(taxExemptions)
    .where(heldBy(holder))
    .orderBy(asc(taxExemptions.state));
  return rows.map((row) => toTaxExemptionJson(row));
}

/**
 * `PUT /api/account/tax-exemption`: the holder's certificate for a state. A new one replaces the
 * state's certificate, whatever its status, and waits for the shop's check again.
 */
export async function putTaxExemption(
  actor: Actor | null,
  input: TaxExemptionInput,
): Promise<TaxExemptionJson> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const holder = await writableHolderOf(tx, actor);
    const fresh = {
      certificateNumber: input.certificateNumber,
      expiresOn: input.expiresOn,
      status: "pending" as const,
      rejectReason: null,
      decidedBy: null,
      decidedAt: null,
      createdAt: new Date(),
    };
    const [replaced] = await tx
      .update(taxExemptions)
      .set(fresh)
      .where(heldFor(holder, input.state))
      .returning();
    if (replaced) return toTaxExemptionJson(replaced);
    const [created] = await tx
      .insert(taxExemptions)
      .values({ ...fresh, state: input.state, companyId: holder.companyId, userId: holder.userId })
      .returning();
    return toTaxExemptionJson(created!);
  });
}
