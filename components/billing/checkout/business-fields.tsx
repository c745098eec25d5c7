"use client";

import type { UseFormReturn } from "react-hook-form";
import { FormField } from "@/components/ui/form-field";
import type { BuyingCompany } from "@/domains/billing/client";
import { billingScreenTexts } from "@/domains/billing/billing-screen-texts";
import type { TermsFields, TermsValues } from "./terms-schema";

const t = billingScreenTexts.checkout;

/**
 * The company's part of the order form: whom the buyer orders for, the PO number, and (with
 * terms) card or account, with the credit the company has left and the buyer's own limit.
 */
export function BusinessFields({
  company,
  form,
  onTerms,
}: {
  company: NonNullable<BuyingCompany>;
  form: UseFormReturn<TermsFields, unknown, TermsValues>;
  onTerms: boolean;
}) {
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <fieldset className="flex flex-col gap-3 rounded-box border border-base-300 p-4">
      <legend className="px-1 text-lg font-bold">{t.heading}</legend>
      <p className="text-sm">{t.buyingFor(company.name)}</p>
      <FormField
        label={company.poRequired ? t.poNumber : t.poOptional}
        error={errors.poNumber?.message}
      >
        <input
          className="input w-full"
          placeholder={t.poPlaceholder}
          maxLength={40}
          autoComplete="off"
          required={company.poRequired}
          aria-invalid={errors.poNumber ? true : undefined}
          {...register("poNumber")}
        />
      </FormField>
      {onTerms ? (
        <div role="radiogroup" aria-labelledby="checkout-payment" className="flex flex-col gap-2">
          <span id="checkout-payment" className="font-semibold">
            {t.payment}
          </span>
          <label className="flex items-center gap-2">
            <input
              type="radio"
              className="radio radio-sm"
              value="account"
              {...register("payment")}
            />
            {t.onAccount}
          </label>
          <label className="flex items-center gap-2">
            <input type="radio" className="radio radio-sm" value="card" {...register("payment")} />
            {t.byCard}
          </label>
          <p className="text-sm" data-testid="credit-available">
            {t.credit(company.creditAvailable, company.creditLimit)}
          </p>
        </div>
      ) : null}
      {company.role === "buyer" && company.spendingLimit !== null ? (
        <p className="text-sm text-base-content/80">{t.spendingLimit(company.spendingLimit)}</p>
      ) : null}
    </fieldset>
  );
}
