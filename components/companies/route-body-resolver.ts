"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import type { FieldValues, Resolver } from "react-hook-form";
import type { z } from "zod";

/**
 * A route's own schema as a form's resolver: the form's values become the body the route takes
 * (`toBody`), the schema judges it (its messages land on the fields of the same names), and the
 * submit handler gets that body as typed, not the schema's output: the output holds cents where
 * the route takes dollars, and sending it would multiply every amount by 100.
 */
export function routeBodyResolver<F extends FieldValues, S extends z.ZodType>(
  schema: S,
  toBody: (values: F) => z.input<S>,
): Resolver<F, unknown, z.input<S>> {
  const resolve = zodResolver(schema as never, undefined, { raw: true }) as unknown as Resolver<
    FieldValues,
    unknown,
    z.input<S>
  >;
  return (values, context, options) =>
    resolve(toBody(values) as FieldValues, context, options as never) as never;
}
