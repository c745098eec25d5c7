import "server-only";
import { sql } from "drizzle-orm";
import { getDb, type Db, type Tx } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";
import { requireAdmin } from "@/lib/auth/guards";
import { US_STATE_CODES, US_STATES, type UsState } from "@/lib/geo/us-states";
import { rateText, type TaxRatesInput } from "@/domains/tax/tax-rates";
import { taxRates } from "@/models";

export interface TaxRateJson {
  state: UsState;
  name: string;
  /** Percent (6.875). */
  rate: number;
  shippingTaxable: boolean;
}

/** Every state's rate, in the states' usual order (by name). */
export async function readTaxRates(db: Db | Tx): Promise<TaxRateJson[]> {
  const rows = await db.select().from(taxRates);
  const byState = new Map(rows.map((row) => [row.state, row]));
  return US_STATE_CODES.flatMap((state) => {
    const row = byState.get(state);
    return row
      ? [
          {
            state,
            name: US_STATES[state],
            rate: Number(row.rate),
            shippingTaxable: row.shippingTaxable,
          },
        ]
      : [];
  });
}

/** `GET /api/tax/rates` (shop admins). */
export async function taxRatesTable(actor: Actor | null): Promise<TaxRateJson[]> {
  requireAdmin(actor);
  return readTaxRates(await getDb());
}

/**
 * `PUT /api/tax/rates` (shop admins): the whole table in one statement. A row's `updated_at`
 * moves only when its rate or shipping rule changed.
 */
export async function replaceTaxRates(
  actor: Actor | null,
  rates: TaxRatesInput,
): Promise<TaxRateJson[]> {
  requireAdmin(actor);
  const db = await getDb();
  return db.transaction(async (tx) => {
    await tx
      .insert(taxRates)
      .values(
        rates.map((row) => ({
          state: row.state,
          rate: rateText(row.thousandths),
          shippingTaxable: row.shippingTaxable,
        })),
      )
      .onConflictDoUpdate({
        target: taxRates.state,
        set: {
          rate: sql`excluded.rate`,
          shippingTaxable: sql`excluded.shipping_taxable`,
          updatedAt: sql`now()`,
        },
        setWhere: sql`(${taxRates.rate}, ${taxRates.shippingTaxable}) IS DISTINCT FROM (excluded.rate, excluded.shipping_taxable)`,
      });
    return readTaxRates(tx);
  });
}
