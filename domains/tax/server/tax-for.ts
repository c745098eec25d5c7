import "server-only";
import { and, eq, gte, inArray } from "drizzle-orm";
import type { Db, Tx } from "@/lib/db";
import type { UsState } from "@/lib/geo/us-states";
import { utcDay } from "@/domains/tax/tax-exemptions";
import { taxExemptions, taxRates, users } from "@/models";

/** What a checkout's tax is decided by: the destination's rate, or the certificate exempting it. */
export interface TaxDecision {
  state: UsState;
  ratePercent: number;
  shippingTaxable: boolean;
  exemption: { id: string; certificateNumber: string; expiresOn: string } | null;
}

/**
 * The tax rule for a buyer shipping to `state` on the day of `on` (UTC): the state's rate, and
 * the buyer's exemption when its holder (the company they buy for, else the user) has a verified
 * certificate for that state expiring that day or later. An expired certificate stops applying
 * by this comparison alone: no job has to change it.
 */
export async function taxFor(
  tx: Db | Tx,
  {
    uid,
    companyId,
    state,
    on,
  }: { uid: string; companyId: string | null; state: UsState; on: Date },
): Promise<TaxDecision> {
  const [rate] = await tx.select().from(taxRates).where(eq(taxRates.state, state));
  if (!rate) throw new Error(`No tax rate for ${state}: the tax_rates table is incomplete`);
  const holder =
    companyId !== null
      ? eq(taxExemptions.companyId, companyId)
      : inArray(
          taxExemptions.userId,
          tx.select({ id: users.id }).from(users).where(eq(users.uid, uid)),
        );
  const [exemption] = await tx
    .select({
      id: taxExemptions.id,
      certificateNumber: taxExemptions.certificateNumber,
      expiresOn: taxExemptions.expiresOn,
    })
    .from(taxExemptions)
    .where(
      and(
        holder,
        eq(taxExemptions.state, state),
        eq(taxExemptions.status, "verified"),
        gte(taxExemptions.expiresOn, utcDay(on)),
      ),
    );
  return {
    state,
    ratePercent: Number(rate.rate),
    shippingTaxable: rate.shippingTaxable,
    exemption: exemption ?? null,
  };
}
