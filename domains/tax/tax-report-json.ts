import { centsToDollars } from "@/lib/money";

/** One state's figures, or the report's totals: dollars. */
export interface TaxReportFiguresJson {
  orders: number;
  taxableSales: number;
  exemptSales: number;
  taxCollected: number;
  shippingCollected: number;
}

interface TaxReportStateJson extends TaxReportFiguresJson {
  state: string;
}

/** `GET /api/tax/report`: the period's sales per destination state, for filing. */
export interface TaxReportJson {
  from: string;
  to: string;
  states: TaxReportStateJson[];
  totals: TaxReportFiguresJson;
}

/** A state's (or the totals') sums as the query answers them, in cents. */
export interface TaxReportFigures {
  orders: number;
  taxableCents: number;
  exemptCents: number;
  taxCents: number;
  shippingCents: number;
}

export const toTaxReportFiguresJson = (figures: TaxReportFigures): TaxReportFiguresJson => ({
  orders: figures.orders,
  taxableSales: centsToDollars(figures.taxableCents),
  exemptSales: centsToDollars(figures.exemptCents),
  taxCollected: centsToDollars(figures.taxCents),
  shippingCollected: centsToDollars(figures.shippingCents),
});
