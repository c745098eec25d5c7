"use client";

import type { UseFormRegisterReturn } from "react-hook-form";
import { LabelledField } from "@/components/ui/labelled-field";
import { destinationMessages } from "@/lib/geo/destination-texts";
import { US_STATE_CODES, US_STATES } from "@/lib/geo/us-states";

type DestinationName = "city" | "state" | "zip";

/**
 * City, State (a select of the 50 states and DC) and ZIP, with the browser's autofill names;
 * marked "(optional)" and not required where the order may leave them out.
 */
export function DestinationFields({
  register,
  errors,
  optional = false,
}: {
  register: (name: DestinationName) => UseFormRegisterReturn;
  errors: Partial<Record<DestinationName, { message?: string }>>;
  optional?: boolean;
}) {
  const label = (text: string) => (optional ? destinationMessages.optional(text) : text);
  const input = "input w-full aria-invalid:input-error";
  return (
    <div className="grid gap-4 sm:grid-cols-[2fr_1fr_1fr]">
      <LabelledField label={label(destinationMessages.cityLabel)} error={errors.city?.message}>
        {(control) => (
          <input
            {...control}
            type="text"
            autoComplete="address-level2"
            required={!optional}
            className={input}
            {...register("city")}
          />
        )}
      </LabelledField>
      <LabelledField label={label(destinationMessages.stateLabel)} error={errors.state?.message}>
        {(control) => (
          <select
            {...control}
            autoComplete="address-level1"
            required={!optional}
            className="select w-full aria-invalid:select-error"
            {...register("state")}
          >
            <option value="">{destinationMessages.chooseState}</option>
            {US_STATE_CODES.map((code) => (
              <option key={code} value={code}>
                {US_STATES[code]}
              </option>
            ))}
          </select>
        )}
      </LabelledField>
      <LabelledField label={label(destinationMessages.zipLabel)} error={errors.zip?.message}>
        {(control) => (
          <input
            {...control}
            type="text"
            inputMode="numeric"
            autoComplete="postal-code"
            required={!optional}
            className={input}
            {...register("zip")}
          />
        )}
      </LabelledField>
    </div>
  );
}
