import "server-only";
import { eq, sql } from "drizzle-orm";
import type { Tx } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { billingMessages } from "@/domains/billing/billing-texts";
import { creditNotes, invoiceOwedCents, invoices } from "@/models";

/**
 * A credit note for a return of an order bought on account: its amount comes off the invoice of
 * the order's checkout (credited_cents; the amount due is total − paid − credited), in the
 * caller's transaction. One per return (a second call credits nothing and answers null). More
 * than the invoice still owes is refused (409): a paid invoice is refunded by hand.
 */
export async function creditInvoice(
  tx: Tx,
  credit: { checkoutId: string | null; returnId: string; amountCents: number },
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
  await tx
    .update(invoices)
    .set({
      creditedCents: sql`${invoices.creditedCents} + ${credit.amountCents}`,
      // Credited down to nothing owed, it is settled.
      status: credit.amountCents === owed ? "paid" : invoice.status,
    })
    .where(eq(invoices.id, invoice.id));
  return { creditNote: note.number, invoice: invoice.number };
}
