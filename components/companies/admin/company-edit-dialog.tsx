"use client";

import { useEffect, useId, useRef } from "react";
import { useForm } from "react-hook-form";
import { ModalShell } from "@/components/ui/modal-shell";
import { SubmitButton } from "@/components/ui/submit-button";
import { toast } from "@/components/ui/toast";
import { useModal } from "@/components/ui/use-modal";
import { updateCompany, type CompaniesTableRow } from "@/domains/companies/client";
import { companyScreenTexts as t, companyUpdateSchema } from "@/domains/companies";
import type { CompanyStatus, CompanyTerms } from "@/models/company-values";
import { routeBodyResolver } from "../route-body-resolver";
import { useLastShown } from "../use-last-shown";
import {
  CompanyDecisionFields,
  type CompanyChange,
  type DecisionFields,
} from "./company-decision-fields";

const fieldsOf = (company: CompaniesTableRow | null): DecisionFields => ({
  status: company?.status ?? "pending",
  terms: company?.terms ?? "card",
  creditLimit: String(company?.creditLimit ?? 0),
  poRequired: company?.poRequired ?? false,
  discountPercent: String(company?.discountPercent ?? 0),
});

// "Pending" is no decision: it is not sent.
const resolver = routeBodyResolver(companyUpdateSchema, (values: DecisionFields) => ({
  ...values,
  status: values.status === "pending" ? undefined : values.status,
}));

const savedText = (name: string, status: CompanyStatus, terms: CompanyTerms) =>
  t.companySaved(name, `${t.statusLabel[status]}, ${t.termsLabel[terms]}`);

/** The shop's decision on a company and its terms; open while `company` is set. */
export function CompanyEditDialog({
  company,
  onClose,
  onSaved,
}: {
  company: CompaniesTableRow | null;
  onClose: () => void;
  onSaved: () => Promise<unknown>;
}) {
  const id = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const dialogRef = useModal(company !== null, cancelRef);
  const form = useForm<DecisionFields, unknown, CompanyChange>({
    resolver,
    defaultValues: fieldsOf(company),
  });
  const { handleSubmit, reset, formState } = form;
  const shown = useLastShown(company);
  // Each opening starts from the company as the table shows it now.
  useEffect(() => {
    if (company) reset(fieldsOf(company));
  }, [company, reset]);

  const save = handleSubmit(async (change) => {
    if (!company) return;
    try {
      const saved = await updateCompany(company._id, change);
      toast.success(savedText(saved.name, saved.status, saved.terms));
      onClose();
    } catch (error) {
      toast.error((error as Error).message);
    }
    await onSaved();
  });

  return (
    <ModalShell
      dialogRef={dialogRef}
      id={id}
      open={company !== null}
      busy={formState.isSubmitting}
      backdropDismisses={false}
      onDismiss={onClose}
    >
      <form className="modal-box flex flex-col gap-4" onSubmit={save} noValidate>
        <h2 id={`${id}-title`} className="text-lg font-bold break-words">
          {t.decideOn(shown?.name ?? "")}
        </h2>
        <p id={`${id}-text`} className="text-sm text-base-content/80">
          {t.editCompanyIntro}
        </p>
        <fieldset disabled={formState.isSubmitting} className="flex flex-col gap-4">
          <CompanyDecisionFields form={form} pending={shown?.status === "pending"} />
          <div className="modal-action">
            <SubmitButton busy={formState.isSubmitting} label={t.save} className="btn-primary" />
            <button ref={cancelRef} type="button" className="btn" onClick={onClose}>
              {t.cancel}
            </button>
          </div>
        </fieldset>
      </form>
    </ModalShell>
  );
}
