"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import type { Resolver } from "react-hook-form";
import type { z } from "zod";
import { formatMoney } from "@/lib/money";
import { companyScreenTexts as t } from "@/domains/companies";

/** A form's spending limit as typed: a blank box means "no limit". */
export interface TypedLimit {
  spendingLimit: string;
}

/**
 * The route's own schema as the form's resolver, with a blank limit sent as null (no limit):
 * the schema takes an amount or null, and "" would be neither.
 */
export function blankLimitResolver<T extends TypedLimit, S extends z.ZodType>(
  schema: S,
): Resolver<T, unknown, z.output<S>> {
  const resolve = zodResolver(schema as never) as unknown as Resolver<T, unknown, z.output<S>>;
  return (values, context, options) =>
    resolve(
      {
        ...values,
        spendingLimit: values.spendingLimit.trim() === "" ? null : values.spendingLimit,
      },
      context,
      options,
    );
}

/** A limit as the form shows it: the amount, or blank for none. */
export const typedLimit = (limit: number | null): string => (limit === null ? "" : String(limit));

/** A limit as the screens write it. */
export const limitText = (limit: number | null): string =>
  limit === null ? t.noLimit : formatMoney(limit);
