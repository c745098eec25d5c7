import "server-only";
import crypto from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { getDb, type Db, type Tx } from "@/lib/db";
import { testPaymentIntents } from "@/models";
import { PaymentProviderError, type PaymentProvider, type ProviderIntent } from "./provider";

type IntentRow = typeof testPaymentIntents.$inferSelect;

const randomToken = (bytes: number) =>
  crypto.randomBytes(bytes).toString("base64url").replace(/[-_]/g, "");

function toIntent(row: IntentRow): ProviderIntent {
  return {
    id: row.id,
    clientSecret: row.clientSecret,
    status: row.status,
    amountCents: row.amountCents,
    orderId: row.orderId,
    checkoutId: row.checkoutId,
  };
}

/**
 * The built-in test payment provider: Stripe's intent life cycle (create → confirm → succeeded,
 * refund) kept in our own database, for a shop without Stripe keys. It never sees real money.
 */
export const testProvider: PaymentProvider = {
  name: "test",
  async createIntent({ subject, amountCents, idempotencyKey }) {
    const db = await getDb();
    const id = `pi_test_${randomToken(18)}`;
    await db
      .insert(testPaymentIntents)
      .values({
        id,
        clientSecret: `${id}_secret_${randomToken(18)}`,
        orderId: "orderId" in subject ? subject.orderId : null,
        checkoutId: "checkoutId" in subject ? subject.checkoutId : null,
        amountCents,
        idempotencyKey,
      })
      .onConflictDoNothing({ target: testPaymentIntents.idempotencyKey });
    const [row] = await db
      .select()
      .from(testPaymentIntents)
      .where(eq(testPaymentIntents.idempotencyKey, idempotencyKey));
    if (!row) throw new Error("The test intent vanished after it was created");
    return toIntent(row);
  },
  async retrieveIntent(intentId) {
    const db = await getDb();
    const [row] = await db
      .select()
      .from(testPaymentIntents)
      .where(eq(testPaymentIntents.id, intentId));
    return row ? toIntent(row) : null;
  },
  async cancelIntent(intentId) {
    const db = await getDb();
    await db
      .update(testPaymentIntents)
      .set({ status: "canceled" })
      .where(
        and(
          eq(testPaymentIntents.id, intentId),
          eq(testPaymentIntents.status, "requires_payment_method"),
        ),
      );
    const [row] = await db
      .select({ status: testPaymentIntents.status })
      .from(testPaymentIntents)
      .where(eq(testPaymentIntents.id, intentId));
    return row?.status === "succeeded" ? "succeeded" : "canceled";
  },
  async refund({ intentId, amountCents }) {
    const db = await getDb();
    const [row] = await db
      .update(testPaymentIntents)
      .set({ refundedCents: sql`${testPaymentIntents.refundedCents} + ${amountCents}` })
      .where(
        and(
          eq(testPaymentIntents.id, intentId),
          eq(testPaymentIntents.status, "succeeded"),
          sql`${testPaymentIntents.refundedCents} + ${amountCents} <= ${testPaymentIntents.amountCents}`,
        ),
      )
      .returning({ id: testPaymentIntents.id });
    if (!row) {
      const [intent] = await db
        .select()
        .from(testPaymentIntents)
        .where(eq(testPaymentIntents.id, intentId));
      // As at Stripe, a charge refunded in full by an earlier attempt stays refunded.
      if (intent && intent.refundedCents === intent.amountCents)
        return { refundId: "already-refunded" };
      throw new PaymentProviderError("This payment cannot be refunded.", 409);
    }
    return { refundId: `re_test_${randomToken(18)}` };
  },
};

export async function findTestIntentBySecret(clientSecret: string): Promise<ProviderIntent | null> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(testPaymentIntents)
    .where(eq(testPaymentIntents.clientSecret, clientSecret));
  return row ? toIntent(row) : null;
}

/** Confirms a card payment: succeeds once; a decline keeps the intent open for another card. */
export async function settleTestIntent(
  intentId: string,
  outcome: { declined: string } | { succeeded: true },
  db: Db | Tx,
): Promise<ProviderIntent> {
  const changes =
    "declined" in outcome
      ? { lastError: outcome.declined }
      : { status: "succeeded" as const, lastError: null };
  const [row] = await db
    .update(testPaymentIntents)
    .set(changes)
    .where(
      and(
        eq(testPaymentIntents.id, intentId),
        eq(testPaymentIntents.status, "requires_payment_method"),
      ),
    )
    .returning();
  if (row) return toIntent(row);
  const [current] = await db
    .select({ status: testPaymentIntents.status })
    .from(testPaymentIntents)
    .where(eq(testPaymentIntents.id, intentId));
  throw new PaymentProviderError(
    `You cannot confirm this PaymentIntent because it has a status of ${current?.status ?? "canceled"}.`,
    409,
  );
}
