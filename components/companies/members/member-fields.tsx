"use client";

import type { UseFormRegisterReturn } from "react-hook-form";
import { LabelledField } from "@/components/ui/labelled-field";
import { companyScreenTexts as t } from "@/domains/companies";
import { COMPANY_ROLES } from "@/models/company-values";

/** A member's role, in the add form and the change dialog. */
export function RoleSelect({
  registration,
  error,
}: {
  registration: UseFormRegisterReturn<"role">;
  error: string | undefined;
}) {
  return (
    <LabelledField label={t.role} error={error}>
      {(control) => (
        <select {...control} className="select w-full aria-invalid:select-error" {...registration}>
          {COMPANY_ROLES.map((role) => (
            <option key={role} value={role}>
              {t.roleLabel[role]}
            </option>
          ))}
        </select>
      )}
    </LabelledField>
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
    <LabelledField label={`${t.spendingLimit} ($)`} hint={t.spendingLimitHint} error={error}>
      {(control) => (
        <input
          {...control}
          inputMode="decimal"
          autoComplete="off"
          placeholder={t.noLimit}
          className="input w-full aria-invalid:input-error"
          {...registration}
        />
      )}
    </LabelledField>
  );
}
