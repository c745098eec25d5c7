"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { LabelledField, type FieldControlProps } from "@/components/ui/labelled-field";
import { SubmitButton } from "@/components/ui/submit-button";
import { toast } from "@/components/ui/toast";
import { applyForCompany } from "@/domains/companies/client";
import { companyApplicationSchema, companyScreenTexts as t } from "@/domains/companies";

type ApplicationFields = z.input<typeof companyApplicationSchema>;
const EMPTY: ApplicationFields = { name: "", taxId: "", phone: "", address: "" };

/** The apply form: the route's own schema judges it, and the server's refusal shows as a toast. */
export function ApplyForm({ onApplied }: { onApplied: () => Promise<unknown> }) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ApplicationFields, unknown, z.output<typeof companyApplicationSchema>>({
    resolver: zodResolver(companyApplicationSchema),
    defaultValues: EMPTY,
  });

  const apply = handleSubmit(async (application) => {
    try {
      const company = await applyForCompany(application);
      toast.success(t.appliedToast(company.name));
      await onApplied();
    } catch (error) {
      // 409: the caller joined a company meanwhile; the server says so.
      toast.error((error as Error).message);
    }
  });

  // One text box of the form, tied to its label and messages by LabelledField.
  const input = (name: keyof ApplicationFields, autoComplete: string) =>
    function TextBox(control: FieldControlProps) {
      return (
        <input
          {...control}
          className="input w-full aria-invalid:input-error"
          autoComplete={autoComplete}
          {...register(name)}
        />
      );
    };

  return (
    <section
      aria-labelledby="apply-title"
      className="card max-w-2xl border border-base-300 bg-base-100 shadow-sm"
    >
      <form className="card-body gap-4" onSubmit={apply} noValidate aria-busy={isSubmitting}>
        <h2 id="apply-title" className="card-title text-xl">
          {t.applyTitle}
        </h2>
        <p className="text-base-content/80">{t.applyIntro}</p>
        <fieldset disabled={isSubmitting} className="flex flex-col gap-4">
          <LabelledField label={t.nameLabel} error={errors.name?.message}>
            {input("name", "organization")}
          </LabelledField>
          <LabelledField label={t.taxIdLabel} error={errors.taxId?.message}>
            {input("taxId", "off")}
          </LabelledField>
          <LabelledField label={t.phoneLabel} error={errors.phone?.message}>
            {input("phone", "tel")}
          </LabelledField>
          <LabelledField label={t.addressLabel} error={errors.address?.message}>
            {(control) => (
              <textarea
                {...control}
                rows={3}
                className="textarea w-full aria-invalid:textarea-error"
                autoComplete="street-address"
                {...register("address")}
              />
            )}
          </LabelledField>
          <SubmitButton busy={isSubmitting} label={t.apply} />
        </fieldset>
      </form>
    </section>
  );
}
