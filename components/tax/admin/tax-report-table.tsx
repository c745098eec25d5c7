import { formatMoney } from "@/lib/money";
import { taxScreenTexts as t, type TaxReportFiguresJson, type TaxReportJson } from "@/domains/tax";
import { formatCount } from "@/lib/number-format";

const figureCells = (figures: TaxReportFiguresJson) => [
  formatCount(figures.orders),
  formatMoney(figures.taxableSales),
  formatMoney(figures.exemptSales),
  formatMoney(figures.taxCollected),
  formatMoney(figures.shippingCollected),
];

/** The report's states, one row each, and the totals in the table's foot. */
export function TaxReportTable({ report }: { report: TaxReportJson }) {
  return (
    <div className="overflow-x-auto rounded-box border border-base-300">
      <table className="table">
        <caption className="sr-only">{t.reportCaption(report.from, report.to)}</caption>
        <thead>
          <tr>
            {t.reportColumns.map((column, index) => (
              <th key={column} scope="col" className={index > 0 ? "text-right" : undefined}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {report.states.map((row) => (
            <tr key={row.state}>
              <th scope="row">{row.state}</th>
              {figureCells(row).map((cell, index) => (
                <td key={index} className="text-right tabular-nums">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t.totalRow}</th>
            {figureCells(report.totals).map((cell, index) => (
              <td key={index} className="text-right tabular-nums">
                {cell}
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
