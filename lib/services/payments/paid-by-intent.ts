import "server-only";
import { sql } from "drizzle-orm";

/**
 * What an order's row becomes when an intent pays it: paid, by that intent, now (the
 * transaction's time, the same as its ledger row's), and no longer expired if it was.
 */
export const paidByIntent = (intentId: string) => ({
  paid: true,
  transactionId: intentId,
  paidAt: sql`now()`,
  expiredAt: null,
});
