"use client";

import { useId } from "react";
import {
  useFieldArray,
  type ArrayPath,
  type Control,
  type FieldValues,
  type Path,
} from "react-hook-form";
import { quantityMessages } from "@/domains/catalog/bulk-texts";
import { priceTierFormTexts } from "@/domains/catalog/price-tier-form-texts";
import { PRICE_TIERS_MAX } from "@/domains/catalog/price-tiers";
import { EMPTY_TIER_ROW, type PriceTierRow } from "./part-data-text";

/** The part of a form this field edits. */
export interface TiersForm {
  priceTiers: PriceTierRow[];
}

type Message = { message?: string } | undefined;

/** The form's errors of the breaks: one for the list, one per row's field. */
export type TierErrors =
  | (Message & {
      root?: Message;
      [index: number]: { minQty?: Message; price?: Message } | undefined;
    })
  | undefined;

/**
 * A part's price breaks as rows of "From (pcs)" and "Unit price ($)", added and removed here,
 * checked by the form's schema (the API's rule): each error shows at its row's field.
 */
export function PriceTiersField<Form extends TiersForm, Out extends FieldValues>({
  control,
  errors,
}: {
  control: Control<Form, unknown, Out>;
  errors: TierErrors;
}) {
  const id = useId();
  // The form is any with a `priceTiers` list of rows; the library cannot see that through a generic.
  const tiers = control as unknown as Control<TiersForm>;
  const { fields, append, remove } = useFieldArray({
    control: tiers,
    name: "priceTiers" satisfies ArrayPath<TiersForm>,
  });
  const listError = errors?.root?.message ?? errors?.message;
  return (
    <fieldset className="flex flex-col gap-2 sm:col-span-2" aria-describedby={`${id}-hint`}>
      <legend className="font-semibold">{quantityMessages.ladderTitle}</legend>
      <p id={`${id}-hint`} className="text-sm text-base-content/70">
        {fields.length === 0 ? priceTierFormTexts.noTiers : priceTierFormTexts.tiersHint}
      </p>
      {fields.map((row, index) => (
        <div key={row.id} className="flex flex-wrap items-start gap-2" data-testid="price-tier-row">
          <TierInput
            control={tiers}
            index={index}
            name="minQty"
            error={errors?.[index]?.minQty?.message}
          />
          <TierInput
            control={tiers}
            index={index}
            name="price"
            error={errors?.[index]?.price?.message}
          />
          <button
            type="button"
            className="btn btn-ghost btn-sm mt-7"
            aria-label={priceTierFormTexts.removeTier(index + 1)}
            onClick={() => remove(index)}
          >
            Remove
          </button>
        </div>
      ))}
      {listError ? <p className="text-sm text-error">{listError}</p> : null}
      <button
        type="button"
        className="btn btn-outline btn-sm self-start"
        disabled={fields.length >= PRICE_TIERS_MAX}
        onClick={() => append({ ...EMPTY_TIER_ROW })}
      >
        {priceTierFormTexts.addTier}
      </button>
    </fieldset>
  );
}

/** One field of a row, its label naming the row for screen readers ("Price break 2: From"). */
function TierInput({
  control,
  index,
  name,
  error,
}: {
  control: Control<TiersForm>;
  index: number;
  name: keyof PriceTierRow;
  error: string | undefined;
}) {
  const id = useId();
  const label =
    name === "minQty" ? priceTierFormTexts.tierFromLabel : priceTierFormTexts.tierPriceLabel;
  return (
    <div className="flex min-w-32 flex-1 flex-col gap-1">
      <label htmlFor={id} className="text-sm">
        <span className="sr-only">{priceTierFormTexts.tierRowName(index + 1)} </span>
        {label}
      </label>
      <input
        id={id}
        type="text"
        inputMode={name === "minQty" ? "numeric" : "decimal"}
        className="input w-full aria-invalid:input-error"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...control.register(`priceTiers.${index}.${name}` satisfies Path<TiersForm>)}
      />
      {error ? (
        <p id={`${id}-error`} className="text-sm text-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
