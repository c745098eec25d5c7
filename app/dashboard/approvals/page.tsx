import type { Metadata } from "next";
import { PageTitle } from "@/components/layout/dashboard/page-title";
import { ApprovalsView } from "@/components/billing/approvals/approvals-view";
import { billingScreenTexts } from "@/domains/billing";

const t = billingScreenTexts.approvals;
export const metadata: Metadata = { title: t.title };

export default function ApprovalsPage() {
  return (
    <>
      <PageTitle title={t.title} subtitle={t.subtitle} />
      <ApprovalsView />
    </>
  );
}
