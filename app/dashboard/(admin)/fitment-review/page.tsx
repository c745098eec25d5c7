import type { Metadata } from "next";
import { PageTitle } from "@/components/layout/dashboard/page-title";
import { FitmentReviewView } from "@/components/returns/fitment-review-view";
import { returnScreenTexts } from "@/domains/returns";

const t = returnScreenTexts.fitment;
export const metadata: Metadata = { title: t.title };

export default function FitmentReviewPage() {
  return (
    <>
      <PageTitle title={t.title} subtitle={t.subtitle} />
      <FitmentReviewView />
    </>
  );
}
