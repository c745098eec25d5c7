import "server-only";
import { sql } from "drizzle-orm";
import type { Tx } from "@/lib/db";
import { invoices } from "@/models";
import type { CompanyRow } from "./buyer-company";

const TERM_DAYS = { net15: 15, net30: 30, net60: 60 } as const;

/** Opens the invoice of a checkout bought on account, due after the company's terms. */
export async function openInvoice(
  tx: Tx,
  company: CompanyRow,
  checkout: { checkoutId: string; poNumber: string | null; totalCents: number },
) {
  const days = company.terms === "card" ? 0 : TERM_DAYS[company.terms];
  const [invoice] = await tx
    .insert(invoices)
    .values({
      companyId: company.id,
      checkoutId: checkout.checkoutId,
      poNumber: checkout.poNumber,
      totalCents: checkout.totalCents,
      dueDate: sql`current_date + ${days}::integer`,
    })
    .returning();
  return invoice!;
}
