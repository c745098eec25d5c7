import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";
import { requireAdmin } from "@/lib/auth/guards";
import { AppError, NotFoundError } from "@/lib/errors";
import { utcDay, type ExemptionDecision } from "@/domains/tax/tax-exemptions";
import { toTaxExemptionJson, type TaxExemptionRowJson } from "@/domains/tax/tax-exemption-json";
import { taxMessages } from "@/domains/tax/tax-texts";
import { taxExemptions } from "@/models";
import { holdersOf } from "./exemption-holders";
import { mailExemptionDecision } from "./exemption-mails";

/**
 * `PATCH /api/tax-exemptions/{id}` (shop admins): verify a certificate or reject it with a
 * reason; the holder is mailed either way. An expired certificate cannot be verified.
 */
export async function decideTaxExemption(
  actor: Actor | null,
  id: string,
  decision: ExemptionDecision,
): Promise<TaxExemptionRowJson> {
  const admin = requireAdmin(actor);
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(taxExemptions)
      .where(eq(taxExemptions.id, id))
      .for("update");
    if (!current) throw new NotFoundError("Tax exemption");
    if (decision.status === "verified" && current.expiresOn < utcDay())
      throw new AppError(409, taxMessages.expiredNotVerified(current.expiresOn));
    const [decided] = await tx
      .update(taxExemptions)
      .set({
        status: decision.status,
        rejectReason: decision.status === "rejected" ? decision.reason! : null,
        decidedBy: admin.id,
        decidedAt: new Date(),
      })
      .where(eq(taxExemptions.id, id))
      .returning();
    await mailExemptionDecision(tx, decided!);
    const [holder] = await holdersOf(tx, [decided!]);
    return { ...toTaxExemptionJson(decided!), holder: holder! };
  });
}
