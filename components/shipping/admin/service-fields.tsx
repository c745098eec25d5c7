"use client";

import { get, useFieldArray, useFormContext } from "react-hook-form";
import { BRACKETS_MAX, shippingScreenTexts as t, type ShippingService } from "@/domains/shipping";
import { RateField } from "./rate-field";
import type { RatesForm } from "./rates-form-values";

/** A zone's service: its weight brackets (rows added and removed), price per pound beyond, days. */
export function ServiceFields({
  zoneIndex,
  zoneName,
  service,
}: {
  zoneIndex: number;
  zoneName: string;
  service: ShippingService;
}) {
  const { control, formState } = useFormContext<RatesForm>();
  const path = `zones.${zoneIndex}.services.${service}` as const;
  const { fields, append, remove } = useFieldArray({ control, name: `${path}.brackets` });
  const legend = t.bracketsLegend(zoneName, service);
  const listError = get(formState.errors, `${path}.brackets`) as
    { message?: string; root?: { message?: string } } | undefined;
  return (
    <fieldset className="flex flex-col gap-2 rounded-box border border-base-300 p-3">
      <legend className="px-1 font-semibold">{t.serviceTitle(service)}</legend>
      <p className="sr-only">{legend}</p>
      {fields.map((row, index) => (
        <div key={row.id} className="flex items-end gap-2" data-testid={`${service}-bracket`}>
          <RateField
            name={`${path}.brackets.${index}.upToLb`}
            label={t.upToLb}
            rowName={t.rowName(legend, index)}
          />
          <RateField
            name={`${path}.brackets.${index}.price`}
            label={t.price}
            rowName={t.rowName(legend, index)}
          />
          <button
            type="button"
            className="btn btn-ghost btn-sm mb-1"
            aria-label={t.removeRow(legend, index)}
            disabled={fields.length === 1}
            onClick={() => remove(index)}
          >
            Remove
          </button>
        </div>
      ))}
      {(listError?.message ?? listError?.root?.message) ? (
        <p className="text-sm text-error">{listError?.message ?? listError?.root?.message}</p>
      ) : null}
      <button
        type="button"
        className="btn btn-outline btn-sm self-start"
        disabled={fields.length >= BRACKETS_MAX}
        onClick={() => append({ upToLb: "" as unknown as number, price: "" as unknown as number })}
      >
        {t.addBracket}
      </button>
      <RateField name={`${path}.perLbBeyond`} label={t.perLbBeyond} rowName={`${legend}:`} />
      <div className="grid grid-cols-2 gap-2">
        <RateField name={`${path}.days.min`} label={t.daysMin} rowName={`${legend}:`} />
        <RateField name={`${path}.days.max`} label={t.daysMax} rowName={`${legend}:`} />
      </div>
    </fieldset>
  );
}
