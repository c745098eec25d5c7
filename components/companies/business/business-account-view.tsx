"use client";

import useSWR from "swr";
import { ErrorState } from "@/components/layout/dashboard/error-state";
import { ACCOUNT_COMPANY_PATH, type AccountCompany } from "@/domains/companies/client";
import { companyScreenTexts as t } from "@/domains/companies";
import { MembersPanel } from "../members/members-panel";
import { ApplyForm } from "./apply-form";
import { CompanySummary } from "./company-summary";

/**
 * The Business account page: the apply form outside any company; inside one, its status and
 * terms, and for its admins the members. Buyers see their own role and limit only (the members
 * list is the admins' to see: the API tells a buyer 403).
 */
export function BusinessAccountView() {
  const { data, error, isLoading, mutate } = useSWR<AccountCompany, Error>(ACCOUNT_COMPANY_PATH);

  if (error && data === undefined)
    return <ErrorState message={error.message} onRetry={() => void mutate()} />;
  if (isLoading || data === undefined)
    return (
      <div className="flex flex-col gap-3" aria-busy="true">
        <p className="sr-only">{t.loadingCompany}</p>
        <div className="skeleton h-8 w-64" aria-hidden="true" />
        <div className="skeleton h-40 w-full max-w-2xl" aria-hidden="true" />
      </div>
    );
  if (data === null) return <ApplyForm onApplied={() => mutate()} />;
  return (
    <div className="flex flex-col gap-8">
      <CompanySummary company={data} />
      {data.role === "admin" ? (
        <section aria-labelledby="members-title" className="flex flex-col gap-4">
          <h2 id="members-title" className="text-xl font-bold">
            {t.membersTitle}
          </h2>
          <MembersPanel companyId={data._id} companyName={data.name} />
        </section>
      ) : null}
    </div>
  );
}
