import "server-only";
import { config } from "@/lib/config";
import { getDb } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { Actor } from "@/lib/auth/actor";
import { requireUser } from "@/lib/auth/guards";
import { formatDollars } from "@/lib/money";
import {
  orderCoreChargeCents,
  orderSubtotalCents,
  toOrderJson,
} from "@/domains/ordering/order-json";
import { checkoutReceivedMail } from "@/lib/mail/order-mails";
import { MAX_ORDER_TOTAL_CENTS } from "@/lib/validation/limits";
import { checkoutMessages } from "@/domains/ordering/checkout-texts";
import type { CheckoutInput } from "@/domains/ordering/checkout";
import {
  assertMayHoldAnother,
  insertOrderLine,
  placedEvent,
} from "@/domains/ordering/server/orders";
import { orderEventsInsert } from "@/domains/ordering/server/order-events";
import { stockChanged } from "@/domains/catalog/server";
import { checkouts } from "@/models";
import type { Tx } from "@/lib/db";
import { sumCents, type OrderRow } from "@/domains/ordering/server/order-store";
import {
  checkoutState,
  toChargeBasisJson,
  toTotalsJson,
  type PlacedCheckoutJson,
} from "@/domains/ordering/checkout-json";
import { lockedCartLines, removeOrderedLines, type CheckoutLine } from "./cart-lines";
import { checkLines } from "./line-check";
import { chargeBasis, chargeShares, checkoutCharges } from "./checkout-charges";
import { queueMail } from "@/lib/jobs/mail";

/** More lines than this are checked out in parts (one payment must cover them all). */
const MAX_CHECKOUT_LINES = 200;

/** Thrown inside the transaction when a line's stock went meanwhile: everything rolls back. */
class LineLost extends Error {}

/**
 * How the orders of a checkout are billed, as business accounts decide once the total (lines,
 * shipping and tax) is known.
 */
interface CheckoutBilling {
  /** On the company's invoice (no hold, never expires), or awaiting an approval (held). */
  onAccount: boolean;
  awaitingApproval: boolean;
}

/**
 * Whom a checkout is for and how it is paid (business accounts, domains/billing): `decide` runs
 * inside the transaction once the lines are judged and priced (the total with shipping and tax),
 * and may refuse (credit, hold) by throwing; `placed` runs there too once the orders exist (the
 * invoice, the approvers' mail).
 */
export interface CheckoutTerms {
  companyId: string | null;
  poNumber: string | null;
  payment: "card" | "account";
  decide: (tx: Tx, totalCents: number) => Promise<CheckoutBilling>;
  placed: (tx: Tx, placed: PlacedCheckout) => Promise<void>;
}

interface PlacedCheckout {
  checkoutId: string;
  rows: OrderRow[];
  totalCents: number;
  billing: CheckoutBilling;
}

const CARD_TERMS: CheckoutTerms = {
  companyId: null,
  poNumber: null,
  payment: "card",
  decide: () => Promise.resolve({ onAccount: false, awaitingApproval: false }),
  placed: () => Promise.resolve(),
};

/**
 * `POST /api/checkout`: every line of the customer's cart becomes an order, in one transaction:
 * each line takes its stock with the same conditional update as a single order, so either every
 * line gets its stock or none does (a line that loses a race rolls the whole checkout back).
 * The orders share a checkout id, a hold and one payment; the cart keeps only what was not
 * ordered. Refused checkouts name each failing line, why, and the quantities that would do.
 */
export async function placeCheckout(
  actor: Actor | null,
  input: CheckoutInput,
  terms: CheckoutTerms = CARD_TERMS,
): Promise<PlacedCheckoutJson> {
  const user = requireUser(actor);
  const holdSeconds = config().orderHoldMinutes * 60;
  const db = await getDb();
  let lines: CheckoutLine[] = [];
  try {
    const placed = await db.transaction(async (tx) => {
      await assertMayHoldAnother(tx, user.uid);
      lines = await lockedCartLines(tx, user.uid);
      if (lines.length === 0) throw new AppError(409, checkoutMessages.emptyCart);
      if (lines.length > MAX_CHECKOUT_LINES)
        throw new AppError(409, checkoutMessages.tooManyLines(MAX_CHECKOUT_LINES));
      const { failed, lineCents, coreCents } = await checkLines(tx, lines);
      if (failed.length > 0)
        throw new AppError(409, checkoutMessages.linesFailed(failed.length), failed);
      const charges = await checkoutCharges(tx, {
        uid: user.uid,
        companyId: terms.companyId,
        state: input.address.state,
        zip: input.address.zip,
        service: input.shipping,
        lines,
        lineCents,
        coreCents,
        now: new Date(),
      });
      // The limit is what one card payment can take, and the payment charges the total (lines,
      // core deposits, shipping and tax), so the total is judged, not the lines alone.
      if (charges.totalCents > MAX_ORDER_TOTAL_CENTS)
        throw new AppError(
          422,
          checkoutMessages.totalTooHigh(formatDollars(MAX_ORDER_TOTAL_CENTS / 100)),
        );
      // Credit, spending limit and approval judge what the checkout will cost: the total.
      const billing = await terms.decide(tx, charges.totalCents);
      const basis = chargeBasis(charges, false);
      const [checkout] = await tx
        .insert(checkouts)
        .values({
          uid: user.uid,
          companyId: terms.companyId,
          poNumber: terms.poNumber,
          payment: terms.payment,
          approval: billing.awaitingApproval ? "awaiting" : null,
          subtotalCents: charges.subtotalCents,
          shippingCents: charges.shippingCents,
          taxCents: charges.taxCents,
          taxableCents: charges.taxableCents,
          exemptCents: charges.exemptCents,
          ...basis,
        })
        .returning();
      const placement = {
        buyer: user,
        shipping: input.address,
        holdSeconds,
        checkoutId: checkout!.id,
        poNumber: terms.poNumber,
        onAccount: billing.onAccount,
      };
      const shares = chargeShares(charges, lineCents);
      const rows = [];
      for (const [index, line] of lines.entries()) {
        const charged = { ...placement, charges: { ...basis, ...shares[index]! } };
        const row = await insertOrderLine(tx, line, charged);
        // Its price or deposit moved since the lines were judged: the charges no longer hold.
        const asJudged =
          row &&
          orderSubtotalCents(row) === lineCents[index] &&
          orderCoreChargeCents(row) === coreCents[index];
        if (!asJudged) throw new LineLost();
        rows.push(row);
      }
      await removeOrderedLines(
        tx,
        user.uid,
        lines.map((line) => line.partId),
      );
      await queueMail(tx, checkoutReceivedMail(checkout!.id, rows.map(toOrderJson)), {
        alongside: orderEventsInsert(
          tx,
          rows.map((row) => placedEvent(row, user)),
        ),
      });
      const result = { checkoutId: checkout!.id, rows, totalCents: sumCents(rows), billing };
      await terms.placed(tx, result);
      return { ...result, checkout: checkout!, charges };
    });
    stockChanged(placed.rows.map((row) => row.partId));
    const totals = toTotalsJson(placed.charges);
    return {
      checkoutId: placed.checkoutId,
      orders: placed.rows.map(toOrderJson),
      total: totals.total,
      totals,
      ...toChargeBasisJson(placed.checkout),
      state: checkoutState(placed.billing),
    };
  } catch (error) {
    if (!(error instanceof LineLost)) throw error;
    // Another order took stock between the check and the update: judged again, as it is now.
    const { failed } = await checkLines(db, lines);
    const named = failed.length > 0 ? failed : [];
    throw new AppError(409, checkoutMessages.linesFailed(Math.max(named.length, 1)), named);
  }
}
