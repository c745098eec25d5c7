import "server-only";
import { inArray } from "drizzle-orm";
import { getDb } from "@/lib/db";
import type { InvoiceJson } from "@/domains/billing/invoice-json";
import { companies } from "@/models";

/** An invoice as the tables list it: with its company's name, which the shop admins search. */
export type InvoiceRowJson = InvoiceJson & { companyName: string };

/** The invoices with their companies' names, read in one query. */
export async function withCompanyNames(rows: InvoiceJson[]): Promise<InvoiceRowJson[]> {
  const ids = [...new Set(rows.map((row) => row.companyId))];
  const named = ids.length
    ? await (
        await getDb()
      )
        .select({ id: companies.id, name: companies.name })
        .from(companies)
        .where(inArray(companies.id, ids))
    : [];
  const names = new Map(named.map((company) => [company.id, company.name]));
  return rows.map((row) => ({ ...row, companyName: names.get(row.companyId) ?? "" }));
}
