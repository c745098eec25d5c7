import "@/lib/validation/zod-config";
import { z } from "zod";
import { dayText, oneOf } from "@/lib/tables/table-query";
import { taxMessages as m } from "./tax-texts";

/** The longest period one report covers: a leap year. */
const REPORT_MAX_DAYS = 366;

const DAY_MS = 86_400_000;
const daysFrom = (from: string, to: string) =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS + 1;

/** `GET /api/tax/report` and the report's form: two calendar days, both counted, and the format. */
export const taxReportQuerySchema = z
  .object({
    from: dayText("from"),
    to: dayText("to"),
    format: oneOf("format", ["csv"]).optional(),
  })
  .superRefine(({ from, to }, context) => {
    if (from > to) context.addIssue({ code: "custom", message: m.reportReversed, path: ["to"] });
    else if (daysFrom(from, to) > REPORT_MAX_DAYS)
      context.addIssue({ code: "custom", message: m.reportTooLong(REPORT_MAX_DAYS), path: ["to"] });
  });
export type TaxReportQuery = z.output<typeof taxReportQuerySchema>;

const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/** The calendar month before `today`'s (the report's default period), as from and to days. */
export function previousMonth(today: Date): { from: string; to: string } {
  const year = today.getFullYear();
  const month = today.getMonth();
  return {
    from: dayOf(new Date(Date.UTC(year, month - 1, 1))),
    to: dayOf(new Date(Date.UTC(year, month, 0))),
  };
}
