"use client";

import { updateCompany, type CompaniesTableRow } from "@/domains/companies/client";
import { companyScreenTexts as t, companyUpdateSchema } from "@/domains/companies";
import { FormDialog } from "../form-dialog";
import { routeBodyResolver } from "../route-body-resolver";
import { useDialogForm } from "../use-dialog-form";
import { CompanyDecisionFields, type DecisionFields } from "./company-decision-fields";

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

const send = async (company: CompaniesTableRow, change: Parameters<typeof updateCompany>[1]) => {
  const saved = await updateCompany(company._id, change);
  return t.companySaved(saved.name, `${t.statusLabel[saved.status]}, ${t.termsLabel[saved.terms]}`);
};

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
  const { form, shown, submit } = useDialogForm({
    value: company,
    fieldsOf,
    resolver,
    send,
    onClose,
    onSaved,
  });
  return (
    <FormDialog
      open={company !== null}
      busy={form.formState.isSubmitting}
      title={t.decideOn(shown?.name ?? "")}
      text={t.editCompanyIntro}
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
    >
      <CompanyDecisionFields form={form} pending={shown?.status === "pending"} />
    </FormDialog>
  );
}
