"use client";

import useSWR from "swr";
import { ErrorState } from "@/components/layout/dashboard/error-state";
import { ACCOUNT_COMPANY_PATH, type AccountCompany } from "@/domains/companies/client";
import { ACCOUNT_TAX_EXEMPTION_PATH, type AccountTaxExemptions } from "@/domains/tax/client";
import { taxScreenTexts as t } from "@/domains/tax";
import { ExemptionForm } from "./exemption-form";
import { ExemptionList } from "./exemption-list";

function Loading() {
  return (
    <div className="flex flex-col gap-3" aria-busy="true">
      <p className="sr-only">{t.loading}</p>
      <div className="skeleton h-40 w-full max-w-2xl" aria-hidden="true" />
    </div>
  );
}

/**
 * The Tax exemption page: a customer's own certificates, or their company's. A company's admins
 * and customers outside a company send them; a company's buyers see them only (the API tells a
 * buyer 403 on sending).
 */
export function TaxExemptionView() {
  const company = useSWR<AccountCompany, Error>(ACCOUNT_COMPANY_PATH);
  const exemptions = useSWR<AccountTaxExemptions, Error>(ACCOUNT_TAX_EXEMPTION_PATH);
  const failed = company.error ?? exemptions.error;
  if (failed && (company.data === undefined || exemptions.data === undefined))
    return (
      <ErrorState
        message={failed.message}
        onRetry={() => void Promise.all([company.mutate(), exemptions.mutate()])}
      />
    );
  if (company.data === undefined || exemptions.data === undefined) return <Loading />;
  const member = company.data;
  const mayWrite = member === null || member.role === "admin";
  return (
    <div className="flex flex-col gap-8">
      {member ? <p className="max-w-2xl">{mayWrite ? t.companyNote : t.buyerNote}</p> : null}
      {mayWrite ? <ExemptionForm onSent={() => exemptions.mutate()} /> : null}
      <section aria-labelledby="certificates-title" className="flex flex-col gap-4">
        <h2 id="certificates-title" className="text-xl font-bold">
          {member ? t.companyListTitle : t.listTitle}
        </h2>
        <ExemptionList exemptions={exemptions.data} />
      </section>
    </div>
  );
}
