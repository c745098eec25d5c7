"use client";

import type { UseFormReturn } from "react-hook-form";
import { LabelledField } from "@/components/ui/labelled-field";
import { companyScreenTexts as t, type companyUpdateSchema } from "@/domains/companies";
import type { z } from "zod";
import { COMPANY_TERMS, type CompanyStatus, type CompanyTerms } from "@/models/company-values";

/** The decision form's fields as typed: amounts as text, as the schema reads them. */
export interface DecisionFields {
  status: CompanyStatus;
  terms: CompanyTerms;
  creditLimit: string;
  poRequired: boolean;
  discountPercent: string;
}

/** The body the dialog sends, as the route takes it (dollars and percent, as typed). */
export type CompanyChange = z.input<typeof companyUpdateSchema>;

const DECISIONS = ["approved", "rejected", "suspended"] as const;

/** Status, terms, credit limit, PO required and discount of the Companies table's dialog. */
export function CompanyDecisionFields({
  form: {
    register,
    formState: { errors },
  },
  pending,
}: {
  form: UseFormReturn<DecisionFields, unknown, CompanyChange>;
  /** No decision yet: "pending" is offered, meaning "decide later". */
  pending: boolean;
}) {
  const input = "input w-full aria-invalid:input-error";
  return (
    <>
      <LabelledField label={t.status} error={errors.status?.message}>
        {(control) => (
          <select {...control} className="select w-full" {...register("status")}>
            {pending ? <option value="pending">{t.keepPending}</option> : null}
            {DECISIONS.map((status) => (
              <option key={status} value={status}>
                {t.statusLabel[status]}
              </option>
            ))}
          </select>
        )}
      </LabelledField>
      <LabelledField label={t.terms} error={errors.terms?.message}>
        {(control) => (
          <select {...control} className="select w-full" {...register("terms")}>
            {COMPANY_TERMS.map((terms) => (
              <option key={terms} value={terms}>
                {t.termsLabel[terms]}
              </option>
            ))}
          </select>
        )}
      </LabelledField>
      <LabelledField label={t.creditLimitLabel} error={errors.creditLimit?.message}>
        {(control) => (
          <input {...control} inputMode="decimal" className={input} {...register("creditLimit")} />
        )}
      </LabelledField>
      <label className="flex cursor-pointer items-center gap-3">
        <input type="checkbox" className="checkbox" {...register("poRequired")} />
        <span className="font-semibold">{t.poRequired}</span>
      </label>
      <LabelledField label={t.discountLabel} error={errors.discountPercent?.message}>
        {(control) => (
          <input
            {...control}
            inputMode="decimal"
            className={input}
            {...register("discountPercent")}
          />
        )}
      </LabelledField>
    </>
  );
}
