"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { LabelledField } from "@/components/ui/labelled-field";
import { taxReportQuerySchema, taxScreenTexts as t } from "@/domains/tax";

type Period = { from: string; to: string };

const DAY_FIELDS = ["from", "to"] as const;
const LABELS = { from: t.fromLabel, to: t.toLabel };

/** The report's period: the route's own schema judges it, its messages under the fields. */
export function TaxReportForm({
  period,
  onShow,
}: {
  period: Period;
  onShow: (period: Period) => void;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof taxReportQuerySchema>, unknown, z.output<typeof taxReportQuerySchema>>(
    { resolver: zodResolver(taxReportQuerySchema), defaultValues: period },
  );
  const show = handleSubmit(({ from, to }) => onShow({ from, to }));

  return (
    <form
      onSubmit={show}
      noValidate
      aria-labelledby="tax-period-title"
      className="flex flex-wrap items-start gap-4"
    >
      <h2 id="tax-period-title" className="sr-only">
        {t.reportFormTitle}
      </h2>
      {DAY_FIELDS.map((field) => (
        <LabelledField key={field} label={LABELS[field]} error={errors[field]?.message}>
          {(control) => (
            <input
              {...control}
              type="date"
              className="input aria-invalid:input-error"
              {...register(field)}
            />
          )}
        </LabelledField>
      ))}
      {/* Level with the inputs, below their labels. */}
      <button type="submit" className="btn btn-primary mt-6">
        {t.showReport}
      </button>
    </form>
  );
}
