import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { Actor } from "@/lib/auth/actor";
import { requireAdmin } from "@/lib/auth/guards";
import { config } from "@/lib/config";
import { getDb } from "@/lib/db";
import { rowsOf } from "@/lib/db/rows";
import type { TaxReportQuery } from "@/domains/tax/tax-report";
import {
  toTaxReportFiguresJson,
  type TaxReportFigures,
  type TaxReportJson,
} from "@/domains/tax/tax-report-json";
import { orders } from "@/models";
import { salesBetween } from "./counted-sales";

type Row = {
  state: string | null;
  is_total: number;
  orders: number;
  taxable_cents: string | number;
  exempt_cents: string | number;
  tax_cents: string | number;
  shipping_cents: string | number;
};

const figuresOf = (row: Row | undefined): TaxReportFigures => ({
  orders: Number(row?.orders ?? 0),
  taxableCents: Number(row?.taxable_cents ?? 0),
  exemptCents: Number(row?.exempt_cents ?? 0),
  taxCents: Number(row?.tax_cents ?? 0),
  shippingCents: Number(row?.shipping_cents ?? 0),
});

/** The first moment of a calendar day in the shop's time zone. */
const startOf = (day: SQL) => sql`(${day})::timestamp AT TIME ZONE ${config().shopTimeZone}`;

/**
 * The period's sales per destination state and in all, in one query (ROLLUP adds the totals
 * row). Orders without a tax state were written before tax was charged: left out, they carry
 * no tax to file.
 */
async function reportRows({ from, to }: TaxReportQuery): Promise<Row[]> {
  const db = await getDb();
  const start = startOf(sql`${from}::date`);
  const end = startOf(sql`${to}::date + 1`);
  const result = await db.execute(sql`
    SELECT ${orders.taxState} AS state, grouping(${orders.taxState}) AS is_total,
      count(*)::int AS orders,
      coalesce(sum(${orders.taxableCents}), 0)::bigint AS taxable_cents,
      coalesce(sum(${orders.exemptCents}), 0)::bigint AS exempt_cents,
      coalesce(sum(${orders.taxCents}), 0)::bigint AS tax_cents,
      coalesce(sum(${orders.shippingCents}), 0)::bigint AS shipping_cents
    FROM ${orders}
    WHERE ${orders.taxState} IS NOT NULL AND ${salesBetween(start, end)}
    GROUP BY ROLLUP (${orders.taxState})
    ORDER BY is_total, state`);
  return rowsOf<Row>(result);
}

/** `GET /api/tax/report` (shop admins): tax collected, taxable and exempt sales per state. */
export async function taxReport(
  actor: Actor | null,
  query: TaxReportQuery,
): Promise<TaxReportJson> {
  requireAdmin(actor);
  const rows = await reportRows(query);
  return {
    from: query.from,
    to: query.to,
    states: rows
      .filter((row) => Number(row.is_total) === 0)
      .map((row) => ({ state: row.state!, ...toTaxReportFiguresJson(figuresOf(row)) })),
    totals: toTaxReportFiguresJson(figuresOf(rows.find((row) => Number(row.is_total) === 1))),
  };
}
