"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { LabelledField } from "@/components/ui/labelled-field";
import { SubmitButton } from "@/components/ui/submit-button";
import { toast } from "@/components/ui/toast";
import { putTaxExemption } from "@/domains/tax/client";
import { taxExemptionSchema, taxScreenTexts as t } from "@/domains/tax";
import { STATE_OPTIONS } from "../state-options";

type CertificateFields = z.input<typeof taxExemptionSchema>;
const EMPTY: CertificateFields = { certificateNumber: "", state: "", expiresOn: "" };

/** The certificate form: the route's own schema judges it; the server's refusal is a toast. */
export function ExemptionForm({ onSent }: { onSent: () => Promise<unknown> }) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<CertificateFields, unknown, z.output<typeof taxExemptionSchema>>({
    resolver: zodResolver(taxExemptionSchema),
    defaultValues: EMPTY,
  });

  const send = handleSubmit(async (certificate) => {
    try {
      const sent = await putTaxExemption(certificate);
      toast.success(t.sentToast(sent.state));
      reset(EMPTY);
      await onSent();
    } catch (error) {
      // 403: the caller became a buyer of a company meanwhile; the server says so.
      toast.error((error as Error).message);
    }
  });

  return (
    <section
      aria-labelledby="certificate-form-title"
      className="card max-w-2xl border border-base-300 bg-base-100 shadow-sm"
    >
      <form className="card-body gap-4" onSubmit={send} noValidate aria-busy={isSubmitting}>
        <h2 id="certificate-form-title" className="card-title text-xl">
          {t.formTitle}
        </h2>
        <p className="text-base-content/80">{t.formIntro}</p>
        <fieldset disabled={isSubmitting} className="flex flex-col gap-4">
          <LabelledField label={t.certificateLabel} error={errors.certificateNumber?.message}>
            {(control) => (
              <input
                {...control}
                className="input w-full aria-invalid:input-error"
                autoComplete="off"
                {...register("certificateNumber")}
              />
            )}
          </LabelledField>
          <LabelledField label={t.stateLabel} error={errors.state?.message}>
            {(control) => (
              <select
                {...control}
                className="select w-full aria-invalid:select-error"
                {...register("state")}
              >
                <option value="">{t.chooseState}</option>
                {STATE_OPTIONS.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            )}
          </LabelledField>
          <LabelledField label={t.expiresLabel} error={errors.expiresOn?.message}>
            {(control) => (
              <input
                {...control}
                type="date"
                className="input w-full aria-invalid:input-error"
                {...register("expiresOn")}
              />
            )}
          </LabelledField>
          <SubmitButton busy={isSubmitting} label={t.send} />
        </fieldset>
      </form>
    </section>
  );
}
