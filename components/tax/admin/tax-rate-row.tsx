"use client";

import { taxScreenTexts as t } from "@/domains/tax";
import type { TaxRates } from "@/domains/tax/client";

/** A state's row as the editor holds it: the rate as typed. */
export type RateFields = Omit<TaxRates[number], "rate"> & { rate: string };

/** One state of the rates editor: its rate box and its shipping checkbox, its error under them. */
export function TaxRateRow({
  row,
  error,
  onChange,
}: {
  row: RateFields;
  error: string | undefined;
  onChange: (row: RateFields) => void;
}) {
  const errorId = `tax-rate-${row.state}-error`;
  return (
    <tr data-testid="tax-rate-row">
      <th scope="row" className="font-normal">
        {row.name} ({row.state})
      </th>
      <td>
        <input
          className="input input-sm w-24 aria-invalid:input-error"
          inputMode="decimal"
          autoComplete="off"
          aria-label={t.rateOf(row.name)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          value={row.rate}
          onChange={(event) => onChange({ ...row, rate: event.target.value })}
        />
        {error ? (
          <p id={errorId} className="mt-1 text-sm text-error">
            {error}
          </p>
        ) : null}
      </td>
      <td>
        <input
          type="checkbox"
          className="checkbox checkbox-sm"
          aria-label={t.shippingTaxableOf(row.name)}
          checked={row.shippingTaxable}
          onChange={(event) => onChange({ ...row, shippingTaxable: event.target.checked })}
        />
      </td>
    </tr>
  );
}
