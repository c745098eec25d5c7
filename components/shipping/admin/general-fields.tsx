"use client";

import { get, useFormContext } from "react-hook-form";
import { LabelledField } from "@/components/ui/labelled-field";
import { US_STATES } from "@/lib/geo/us-states";
import { shippingScreenTexts as t } from "@/domains/shipping";
import { RateField } from "./rate-field";
import type { RatesForm } from "./rates-form-values";

/** What applies to every shipment: free ground, handling, default weight and state, cut-off. */
export function GeneralFields() {
  const {
    register,
    formState: { errors },
  } = useFormContext<RatesForm>();
  const stateError = (get(errors, "defaultState") as { message?: string } | undefined)?.message;
  return (
    <section aria-labelledby="general-title" className="flex flex-col gap-3">
      <h3 id="general-title" className="text-lg font-bold">
        {t.generalTitle}
      </h3>
      <div className="grid gap-3 sm:grid-cols-2">
        <RateField
          name="freeGroundThreshold"
          label={t.freeGroundThreshold}
          hint={t.freeGroundHint}
        />
        <RateField name="handlingFee" label={t.handlingFee} />
        <RateField name="defaultWeight" label={t.defaultWeight} />
        <LabelledField label={t.defaultState} hint={t.defaultStateHint} error={stateError}>
          {(control) => (
            <select {...control} className="select select-sm w-full" {...register("defaultState")}>
              {Object.entries(US_STATES).map(([code, name]) => (
                <option key={code} value={code}>
                  {code} · {name}
                </option>
              ))}
            </select>
          )}
        </LabelledField>
        <RateField name="cutoffHour" label={t.cutoffHour} hint={t.cutoffHint} />
      </div>
    </section>
  );
}
