"use client";

import { formatMoney } from "@/lib/money";
import { companyScreenTexts as t } from "@/domains/companies";

/** A form's spending limit as typed: a blank box means "no limit". */
export interface TypedLimit {
  spendingLimit: string;
}

/** The form's values as the route takes them: a blank limit is null, no limit. */
export const withLimit = <T extends TypedLimit>(values: T) => ({
  ...values,
  spendingLimit: values.spendingLimit.trim() === "" ? null : values.spendingLimit,
});

/** A limit as the form shows it: the amount, or blank for none. */
export const typedLimit = (limit: number | null): string => (limit === null ? "" : String(limit));

/** A limit as the screens write it. */
export const limitText = (limit: number | null): string =>
  limit === null ? t.noLimit : formatMoney(limit);
