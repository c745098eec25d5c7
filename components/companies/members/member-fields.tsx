"use client";

import type { UseFormRegisterReturn } from "react-hook-form";
import { companyScreenTexts as t } from "@/domains/companies";
import { COMPANY_ROLES } from "@/models/company-values";
import { AmountField, SelectField } from "../form-fields";

const roleOptions = COMPANY_ROLES.map((role) => ({ value: role, label: t.roleLabel[role] }));

/** A member's role, in the add form and the change dialog. */
export function RoleSelect({
  registration,
  error,
}: {
  registration: UseFormRegisterReturn<"role">;
  error: string | undefined;
}) {
  return (
    <SelectField label={t.role} error={error} registration={registration} options={roleOptions} />
  );
}

/** A member's spending limit in dollars; blank is no limit, as its hint says. */
export function LimitInput({
  registration,
  error,
}: {
  registration: UseFormRegisterReturn<"spendingLimit">;
  error: string | undefined;
}) {
  return (
    <AmountField
      label={`${t.spendingLimit} ($)`}
      hint={t.spendingLimitHint}
      placeholder={t.noLimit}
      error={error}
      registration={registration}
    />
  );
}
