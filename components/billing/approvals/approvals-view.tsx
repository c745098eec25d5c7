"use client";

import { useState } from "react";
import useSWR from "swr";
import { ErrorState } from "@/components/layout/dashboard/error-state";
import { EmptyState } from "@/components/ui/empty-state";
import { approvalsPath, type Approval } from "@/domains/billing/client";
import { billingScreenTexts } from "@/domains/billing/billing-screen-texts";
import { CompanyAdminsOnly } from "../company-admins-only";
import { ApprovalCard } from "./approval-card";
import { DeclineDialog } from "./decline-dialog";

const t = billingScreenTexts.approvals;

function Loading() {
  return (
    <div className="flex flex-col gap-4" aria-busy="true">
      <div className="skeleton h-40" />
      <div className="skeleton h-40" />
      <span className="sr-only" role="status">
        {t.loading}
      </span>
    </div>
  );
}

/** Approvals: for a company admin, the checkouts of their buyers that wait for a decision. */
export function ApprovalsView() {
  return (
    <CompanyAdminsOnly onlyAdmins={t.onlyAdmins} loading={<Loading />}>
      {(companyId) => <ApprovalsList companyId={companyId} />}
    </CompanyAdminsOnly>
  );
}

function ApprovalsList({ companyId }: { companyId: string }) {
  const { data, error, mutate } = useSWR<Approval[], Error>(approvalsPath(companyId));
  const [declining, setDeclining] = useState<Approval | null>(null);
  const refresh = async () => void (await mutate());

  if (error && !data) return <ErrorState message={error.message} onRetry={() => void refresh()} />;
  if (!data) return <Loading />;
  if (data.length === 0) return <EmptyState message={t.empty} />;
  return (
    <>
      <ul className="flex flex-col gap-4">
        {data.map((approval) => (
          <li key={approval.checkoutId}>
            <ApprovalCard approval={approval} onDecided={refresh} onDecline={setDeclining} />
          </li>
        ))}
      </ul>
      {declining ? (
        <DeclineDialog
          approval={declining}
          onClose={() => setDeclining(null)}
          onDecided={refresh}
        />
      ) : null}
    </>
  );
}
