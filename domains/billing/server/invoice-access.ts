import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db, Tx } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";
import { NotFoundError } from "@/lib/errors";
import { invoices } from "@/models";
import { invoiceScope } from "./invoice-scope";

/**
 * The invoice, if the caller may read it: a shop admin any, a company admin their company's.
 * Another company's invoice is not found (404), never forbidden: its existence is not theirs.
 */
export async function readableInvoice(db: Db | Tx, actor: Actor | null, invoiceId: string) {
  const scope = await invoiceScope(actor);
  const [invoice] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, invoiceId), scope));
  if (!invoice) throw new NotFoundError("Invoice");
  return invoice;
}
