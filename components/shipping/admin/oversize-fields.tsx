"use client";

import { useFieldArray, useFormContext } from "react-hook-form";
import { OVERSIZE_MAX, shippingScreenTexts as t } from "@/domains/shipping";
import { RateField } from "./rate-field";
import type { RatesForm } from "./rates-form-values";

/** The oversize rows: longest side over, surcharge; added and removed here. */
export function OversizeFields() {
  const { control } = useFormContext<RatesForm>();
  const { fields, append, remove } = useFieldArray({ control, name: "oversize" });
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="font-semibold">{t.oversizeTitle}</legend>
      <p className="text-sm text-base-content/70">{t.oversizeHint}</p>
      {fields.map((row, index) => (
        <div key={row.id} className="flex items-end gap-2">
          <RateField
            name={`oversize.${index}.longestSideOver`}
            label={t.longestSideOver}
            rowName={t.rowName(t.oversizeTitle, index)}
          />
          <RateField
            name={`oversize.${index}.surcharge`}
            label={t.surcharge}
            rowName={t.rowName(t.oversizeTitle, index)}
          />
          <button
            type="button"
            className="btn btn-ghost btn-sm mb-1"
            aria-label={t.removeRow(t.oversizeTitle, index)}
            onClick={() => remove(index)}
          >
            Remove
          </button>
        </div>
      ))}
      <button
        type="button"
        className="btn btn-outline btn-sm self-start"
        disabled={fields.length >= OVERSIZE_MAX}
        onClick={() =>
          append({ longestSideOver: "" as unknown as number, surcharge: "" as unknown as number })
        }
      >
        {t.addOversize}
      </button>
    </fieldset>
  );
}
