import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import { getDb, type Tx } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { Actor } from "@/lib/auth/actor";
import { config } from "@/lib/config";
import { queueMail } from "@/lib/jobs/mail";
import { putBack, stockChanged } from "@/domains/catalog/server";
import { orderEventDetails } from "@/domains/ordering";
import { recordOrderEvents, sumCents } from "@/domains/ordering/server";
import { centsToDollars } from "@/lib/money";
import { billingMessages } from "@/domains/billing/billing-texts";
import type { DeclineInput } from "@/domains/billing/invoices";
import { checkouts, orders, users } from "@/models";
import { approvalDecidedMail } from "./billing-mails";
import { buyerCompany } from "./buyer-company";
import { requireCompanyAdmin } from "./company-admin";
import { assertMayBuyOnAccount } from "./credit";
import { openInvoice } from "./open-invoice";

/** The checkout awaiting approval, locked with its live orders, for one of its company's admins. */
async function awaitingCheckout(tx: Tx, actor: Actor | null, checkoutId: string) {
  const [checkout] = await tx
    .select()
    .from(checkouts)
    .where(eq(checkouts.id, checkoutId))
    .for("update");
  const admin = await requireCompanyAdmin(tx, actor, checkout?.companyId ?? null, "Checkout");
  if (checkout!.approval !== "awaiting") throw new AppError(409, billingMessages.notAwaiting);
  const live = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.checkoutId, checkoutId), isNull(orders.expiredAt), eq(orders.paid, false)))
    .for("update");
  if (live.length === 0) throw new AppError(409, billingMessages.approvalExpired);
  const [buyer] = await tx
    .select({ id: users.id, email: users.email, name: users.name })
    .from(users)
    .where(eq(users.uid, checkout!.uid));
  return { checkout: checkout!, live, admin, buyer: buyer! };
}

/** What an approval or a decline answers: where the checkout now stands. */
export interface ApprovalDecisionJson {
  checkoutId: string;
  state: "on-account" | "awaiting-payment" | "declined";
  total: number;
}

const decided = (admin: Actor) => ({ approvalDecidedBy: admin.uid, approvalDecidedAt: new Date() });

/**
 * `POST /api/checkout/{id}/approve` (the company's admins): the checkout goes on with its chosen
 * payment. On account it is judged against the company's hold and credit now, and billed on a
 * new invoice; by card its orders hold their stock afresh for the buyer to pay.
 */
export async function approveCheckout(
  actor: Actor | null,
  checkoutId: string,
): Promise<ApprovalDecisionJson> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const { checkout, live, admin, buyer } = await awaitingCheckout(tx, actor, checkoutId);
    const totalCents = sumCents(live);
    let detail: string = orderEventDetails.approvedByCard;
    if (checkout.payment === "account") {
      const company = (await buyerCompany(tx, buyer.id, { lock: true }))?.company;
      if (!company || company.id !== checkout.companyId)
        throw new AppError(409, billingMessages.notAMember);
      await assertMayBuyOnAccount(tx, company, totalCents);
      const invoice = await openInvoice(tx, company, { ...checkout, checkoutId, totalCents });
      await tx
        .update(orders)
        .set({ onAccount: true, holdUntil: null })
        .where(and(eq(orders.checkoutId, checkoutId), isNull(orders.expiredAt)));
      detail = orderEventDetails.approvedOnAccount(invoice.number);
    } else {
      const holdUntil = new Date(Date.now() + config().orderHoldMinutes * 60_000);
      await tx
        .update(orders)
        .set({ holdUntil })
        .where(and(eq(orders.checkoutId, checkoutId), isNull(orders.expiredAt)));
    }
    await tx
      .update(checkouts)
      .set({ approval: "approved", ...decided(admin) })
      .where(eq(checkouts.id, checkoutId));
    await recordOrderEvents(
      tx,
      live.map((order) => ({ type: "approved" as const, order, actor: admin, detail })),
    );
    await queueMail(tx, approvalDecidedMail(buyer, { approved: true, totalCents }));
    const state = checkout.payment === "account" ? "on-account" : "awaiting-payment";
    return { checkoutId, state, total: centsToDollars(totalCents) };
  });
}

/** `POST /api/checkout/{id}/decline` (the company's admins): its orders end, their stock returns. */
export async function declineCheckout(
  actor: Actor | null,
  checkoutId: string,
  { reason }: DeclineInput,
): Promise<ApprovalDecisionJson> {
  const db = await getDb();
  const released = await db.transaction(async (tx) => {
    const { live, admin, buyer } = await awaitingCheckout(tx, actor, checkoutId);
    const now = new Date();
    await tx
      .update(orders)
      .set({ expiredAt: now })
      .where(and(eq(orders.checkoutId, checkoutId), isNull(orders.expiredAt)));
    for (const order of live) await putBack(tx, order);
    await tx
      .update(checkouts)
      .set({ approval: "declined", declineReason: reason, ...decided(admin) })
      .where(eq(checkouts.id, checkoutId));
    await recordOrderEvents(
      tx,
      live.map((order) => ({
        type: "declined" as const,
        order,
        actor: admin,
        detail: orderEventDetails.declined(reason),
      })),
    );
    await queueMail(tx, approvalDecidedMail(buyer, { approved: false, reason }));
    return live;
  });
  stockChanged(released.map((order) => order.partId));
  return { checkoutId, state: "declined", total: centsToDollars(sumCents(released)) };
}
