"use client";

import type { UseFormReturn } from "react-hook-form";
import { AmountField, SelectField } from "../form-fields";
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
const decisionOptions = DECISIONS.map((status) => ({
  value: status,
  label: t.statusLabel[status],
}));
// No decision yet: "pending" is offered, meaning "decide later".
const pendingOptions = [{ value: "pending", label: t.keepPending }, ...decisionOptions];
const termsOptions = COMPANY_TERMS.map((terms) => ({ value: terms, label: t.termsLabel[terms] }));

/** Status, terms, credit limit, PO required and discount of the Companies table's dialog. */
export function CompanyDecisionFields({
  form: {
    register,
    formState: { errors },
  },
  pending,
}: {
  form: UseFormReturn<DecisionFields, unknown, CompanyChange>;
  /** The company has no decision yet. */
  pending: boolean;
}) {
  return (
    <>
      <SelectField
        label={t.status}
        error={errors.status?.message}
        registration={register("status")}
        options={pending ? pendingOptions : decisionOptions}
      />
      <SelectField
        label={t.terms}
        error={errors.terms?.message}
        registration={register("terms")}
        options={termsOptions}
      />
      <AmountField
        label={t.creditLimitLabel}
        error={errors.creditLimit?.message}
        registration={register("creditLimit")}
      />
      <label className="flex cursor-pointer items-center gap-3">
        <input type="checkbox" className="checkbox" {...register("poRequired")} />
        <span className="font-semibold">{t.poRequired}</span>
      </label>
      <AmountField
        label={t.discountLabel}
        error={errors.discountPercent?.message}
        registration={register("discountPercent")}
      />
    </>
  );
}
