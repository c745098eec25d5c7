import "server-only";
import { eq, sql } from "drizzle-orm";
import type { Tx } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { billingMessages } from "@/domains/billing/billing-texts";
import type { EventActor } from "@/domains/ordering/server";
import { creditNotes, invoiceOwedCents, invoices } from "@/models";
import { markInvoiceOrdersPaid } from "./invoice-settlement";

/**
 * A credit note for a return of an order bought on account: its amount comes off the invoice of
 * the order's checkout (credited_cents; the amount due is total − paid − credited), in the
 * caller's transaction. One per return (a second call credits nothing and answers null). More
 * than the invoice still owes is refused (409): a paid invoice is refunded by hand. Credited
 * down to nothing owed, the invoice is settled as a payment in full settles it: its orders paid.
 */
export async function creditInvoice(
  tx: Tx,
  credit: { checkoutId: string | null; returnId: string; amountCents: number },
  actor: EventActor,
): Promise<{ creditNote: string; invoice: string } | null> {
  const [invoice] = credit.checkoutId
    ? await tx
        .select()
        .from(invoices)
        .where(eq(invoices.checkoutId, credit.checkoutId))
        .for("update")
    : [];
  if (!invoice) throw new AppError(409, billingMessages.noInvoice);
  const owed = invoiceOwedCents(invoice);
  if (credit.amountCents > owed)
    throw new AppError(409, billingMessages.creditBeyondOwed(owed / 100));
  const [note] = await tx
    .insert(creditNotes)
    .values({ invoiceId: invoice.id, returnId: credit.returnId, amountCents: credit.amountCents })
    .onConflictDoNothing()
    .returning();
  if (!note) return null;
  const settled = credit.amountCents === owed;
  await tx
    .update(invoices)
    .set({
      creditedCents: sql`${invoices.creditedCents} + ${credit.amountCents}`,
      status: settled ? "paid" : invoice.status,
    })
    .where(eq(invoices.id, invoice.id));
  if (settled) await markInvoiceOrdersPaid(tx, invoice, actor);
  return { creditNote: note.number, invoice: invoice.number };
}
