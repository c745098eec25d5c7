import "server-only";
import crypto from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { getDb, type Db, type Tx } from "@/lib/db";
import { testPaymentIntents, testPaymentRefunds } from "@/models";
import { PaymentProviderError, type PaymentProvider, type ProviderIntent } from "./provider";

/** Stripe's own messages, as the test provider stands in for it. */
const NOT_REFUNDABLE = "This payment cannot be refunded.";
export const REFUND_KEY_REUSED =
  "Keys for idempotent requests can only be used with the same parameters they were first used with.";

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
  async refund({ intentId, amountCents, idempotencyKey }) {
    const db = await getDb();
    const refundId = await db.transaction(async (tx) => {
      const [claimed] = await tx
        .insert(testPaymentRefunds)
        .values({ id: `re_test_${randomToken(18)}`, intentId, idempotencyKey, amountCents })
        .onConflictDoNothing({ target: testPaymentRefunds.idempotencyKey })
        .returning({ id: testPaymentRefunds.id });
      if (!claimed) return answerRepeatedRefund(tx, { intentId, amountCents, idempotencyKey });
      if (await takeRefund(tx, intentId, amountCents)) return claimed.id;
      // As at Stripe, a charge refunded in full by an earlier attempt stays refunded.
      await tx.delete(testPaymentRefunds).where(eq(testPaymentRefunds.id, claimed.id));
      return "already-refunded";
    });
    return { refundId };
  },
};

/** A key already used: Stripe answers the first refund, or refuses when the request differs. */
async function answerRepeatedRefund(
  tx: Tx,
  request: { intentId: string; amountCents: number; idempotencyKey: string },
): Promise<string> {
  const [first] = await tx
    .select()
    .from(testPaymentRefunds)
    .where(eq(testPaymentRefunds.idempotencyKey, request.idempotencyKey));
  if (!first) throw new Error("The test refund vanished after its key was taken");
  if (first.intentId !== request.intentId || first.amountCents !== request.amountCents)
    throw new PaymentProviderError(REFUND_KEY_REUSED, 409);
  return first.id;
}

/**
 * Adds the amount to the intent's refunds, never beyond what was paid. False when an earlier
 * refund already gave everything back; throws when the payment cannot be refunded.
 */
async function takeRefund(tx: Tx, intentId: string, amountCents: number): Promise<boolean> {
  const [row] = await tx
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
  if (row) return true;
  const [intent] = await tx
    .select()
    .from(testPaymentIntents)
    .where(eq(testPaymentIntents.id, intentId));
  if (intent && intent.refundedCents === intent.amountCents) return false;
  throw new PaymentProviderError(NOT_REFUNDABLE, 409);
}

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
