"use client";

import type { Control, FieldValues, UseFormRegisterReturn } from "react-hook-form";
import { LabelledField } from "@/components/ui/labelled-field";
import { CATEGORY_TREE, categoryPath } from "@/domains/catalog/categories";
import { partDataMessages } from "@/domains/catalog/catalog-texts";
import { gtinTexts } from "@/domains/catalog/gtin-texts";
import { priceTierFormTexts } from "@/domains/catalog/price-tier-form-texts";
import { type PartDataName } from "./part-data-text";
import { PriceTiersField, type TierErrors, type TiersForm } from "./price-tiers-field";

// Not in the spec: the category list's empty choice.
const CHOOSE_CATEGORY = "Choose a category";

interface PartDataInputProps {
  /** The form's `register`, for the catalog fields it holds. */
  register: (name: PartDataName) => UseFormRegisterReturn<PartDataName>;
  errors: Partial<Record<PartDataName, { message?: string }>>;
}

/** Part number, GTIN, brand and category: what names the part (all but the GTIN required). */
export function PartIdentityInputs({ register, errors }: PartDataInputProps) {
  const input = "input w-full aria-invalid:input-error";
  return (
    <>
      <LabelledField label="Part number" error={errors.partNumber?.message}>
        {(field) => (
          <input
            {...field}
            type="text"
            autoComplete="off"
            spellCheck={false}
            className={input}
            {...register("partNumber")}
          />
        )}
      </LabelledField>
      <LabelledField label={gtinTexts.label} error={errors.gtin?.message}>
        {(field) => (
          <input
            {...field}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            spellCheck={false}
            className={input}
            {...register("gtin")}
          />
        )}
      </LabelledField>
      <LabelledField label="Brand" error={errors.brand?.message}>
        {(field) => <input {...field} type="text" className={input} {...register("brand")} />}
      </LabelledField>
      <LabelledField label="Category" error={errors.category?.message}>
        {(field) => (
          <select
            {...field}
            className="select w-full aria-invalid:select-error"
            {...register("category")}
          >
            <option value="">{CHOOSE_CATEGORY}</option>
            {Object.entries(CATEGORY_TREE).map(([group, leaves]) => (
              <optgroup key={group} label={group}>
                {leaves.map((leaf) => (
                  <option key={leaf} value={categoryPath(group, leaf)}>
                    {leaf}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        )}
      </LabelledField>
    </>
  );
}

/** OEM numbers and specifications: optional lists, typed one item per line. */
export function PartListInputs({ register, errors }: PartDataInputProps) {
  const textarea = "textarea w-full aria-invalid:textarea-error";
  return (
    <>
      <LabelledField
        label="OEM numbers"
        hint={partDataMessages.oemNumbersHint}
        error={errors.oemNumbers?.message}
      >
        {(field) => (
          <textarea
            {...field}
            rows={3}
            spellCheck={false}
            className={textarea}
            {...register("oemNumbers")}
          />
        )}
      </LabelledField>
      <LabelledField
        label="Specifications"
        hint={partDataMessages.specsHint}
        error={errors.specs?.message}
      >
        {(field) => <textarea {...field} rows={4} className={textarea} {...register("specs")} />}
      </LabelledField>
    </>
  );
}

/** How the part is sold in bulk: the order multiple and the price breaks' rows. */
export function BulkTermsInputs<Form extends TiersForm, Out extends FieldValues>({
  register,
  control,
  errors,
}: {
  register: PartDataInputProps["register"];
  control: Control<Form, unknown, Out>;
  errors: {
    orderMultiple?: { message?: string };
    lowStockQty?: { message?: string };
    coreCharge?: { message?: string };
    priceTiers?: TierErrors;
  };
}) {
  return (
    <>
      <LabelledField
        label="Order multiple"
        hint={priceTierFormTexts.multipleHint}
        error={errors.orderMultiple?.message}
      >
        {(field) => (
          <input
            {...field}
            type="text"
            inputMode="numeric"
            className="input w-full aria-invalid:input-error"
            {...register("orderMultiple")}
          />
        )}
      </LabelledField>
      <LabelledField
        label={priceTierFormTexts.lowStockLabel}
        hint={priceTierFormTexts.lowStockHint}
        error={errors.lowStockQty?.message}
      >
        {(field) => (
          <input
            {...field}
            type="text"
            inputMode="numeric"
            className="input w-full aria-invalid:input-error"
            {...register("lowStockQty")}
          />
        )}
      </LabelledField>
      <LabelledField
        label={priceTierFormTexts.coreChargeLabel}
        hint={priceTierFormTexts.coreChargeHint}
        error={errors.coreCharge?.message}
      >
        {(field) => (
          <input
            {...field}
            type="text"
            inputMode="decimal"
            className="input w-full aria-invalid:input-error"
            {...register("coreCharge")}
          />
        )}
      </LabelledField>
      <PriceTiersField control={control} errors={errors.priceTiers} />
    </>
  );
}
