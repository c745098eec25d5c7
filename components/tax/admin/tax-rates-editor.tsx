"use client";

import { useState } from "react";
import useSWR from "swr";
import { ErrorState } from "@/components/layout/dashboard/error-state";
import { SubmitButton } from "@/components/ui/submit-button";
import { toast } from "@/components/ui/toast";
import { saveTaxRates, TAX_RATES_PATH, type TaxRates } from "@/domains/tax/client";
import { taxRatesSchema, taxScreenTexts as t } from "@/domains/tax";
import { TaxRateRow, type RateFields } from "./tax-rate-row";

const fieldsOf = (rates: TaxRates): RateFields[] =>
  rates.map((rate) => ({ ...rate, rate: String(rate.rate) }));

/** Each row's first message, by its place in the list, from the route's own schema. */
function rowErrors(rows: RateFields[]): Map<number, string> | null {
  const checked = taxRatesSchema.safeParse(
    rows.map(({ state, rate, shippingTaxable }) => ({ state, rate, shippingTaxable })),
  );
  if (checked.success) return null;
  const errors = new Map<number, string>();
  for (const issue of checked.error.issues) {
    const index = typeof issue.path[0] === "number" ? issue.path[0] : -1;
    if (!errors.has(index)) errors.set(index, issue.message);
  }
  return errors;
}

function RatesForm({ rates, onSaved }: { rates: TaxRates; onSaved: (rates: TaxRates) => void }) {
  const [rows, setRows] = useState(() => fieldsOf(rates));
  const [errors, setErrors] = useState<Map<number, string>>(new Map());
  const [saving, setSaving] = useState(false);
  const change = (index: number, row: RateFields) =>
    setRows((all) => all.map((each, at) => (at === index ? row : each)));

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    const found = rowErrors(rows);
    setErrors(found ?? new Map());
    if (found) return void toast.error(found.get(-1) ?? t.ratesInvalid);
    setSaving(true);
    try {
      const saved = await saveTaxRates(
        rows.map(({ state, rate, shippingTaxable }) => ({ state, rate, shippingTaxable })),
      );
      toast.success(t.ratesSaved);
      onSaved(saved);
    } catch (failure) {
      toast.error((failure as Error).message);
    }
    setSaving(false);
  };

  return (
    <form
      onSubmit={(event) => void save(event)}
      noValidate
      aria-busy={saving}
      className="flex flex-col gap-4"
    >
      <fieldset disabled={saving} className="flex flex-col gap-4">
        <div className="overflow-x-auto rounded-box border border-base-300">
          <table className="table table-sm">
            <caption className="sr-only">{t.ratesCaption}</caption>
            <thead>
              <tr>
                <th scope="col">{t.state}</th>
                <th scope="col">{t.rateColumn}</th>
                <th scope="col">{t.shippingTaxable}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => (
                <TaxRateRow
                  key={row.state}
                  row={row}
                  error={errors.get(index)}
                  onChange={(next) => change(index, next)}
                />
              ))}
            </tbody>
          </table>
        </div>
        <SubmitButton busy={saving} label={t.saveRates} />
      </fieldset>
    </form>
  );
}

/**
 * The shop admins' sales tax table: the 51 states' rates and shipping rule, checked by the
 * route's own schema before Save sends the whole table. No props: it reads and writes
 * `/api/tax/rates` itself.
 */
export function TaxRatesEditor() {
  const { data, error, mutate } = useSWR<TaxRates, Error>(TAX_RATES_PATH);
  return (
    <section aria-labelledby="tax-rates-title" className="flex flex-col gap-4">
      <h2 id="tax-rates-title" className="text-xl font-bold">
        {t.ratesTitle}
      </h2>
      <p className="max-w-3xl text-base-content/80">{t.ratesIntro}</p>
      {error && data === undefined ? (
        <ErrorState message={error.message} onRetry={() => void mutate()} />
      ) : data === undefined ? (
        <div className="flex flex-col gap-2" aria-busy="true">
          <p className="sr-only">{t.loadingRates}</p>
          <div className="skeleton h-96 w-full max-w-xl" aria-hidden="true" />
        </div>
      ) : (
        <RatesForm rates={data} onSaved={(saved) => void mutate(saved, { revalidate: false })} />
      )}
    </section>
  );
}
