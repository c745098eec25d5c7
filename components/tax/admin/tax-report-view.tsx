"use client";

import { useState } from "react";
import useSWR from "swr";
import { ErrorState } from "@/components/layout/dashboard/error-state";
import { EmptyState } from "@/components/ui/empty-state";
import { previousMonth, taxScreenTexts as t } from "@/domains/tax";
import { taxReportPath, type TaxReport } from "@/domains/tax/client";
import { TaxReportForm } from "./tax-report-form";
import { TaxReportTable } from "./tax-report-table";

/** The Tax report screen: a period (the previous month at first), its figures and its CSV. */
export function TaxReportView() {
  const [period, setPeriod] = useState(() => previousMonth(new Date()));
  const { data, error, mutate } = useSWR<TaxReport, Error>(taxReportPath(period));
  return (
    <div className="flex flex-col gap-6">
      <TaxReportForm period={period} onShow={setPeriod} />
      {error && !data ? (
        <ErrorState message={error.message} onRetry={() => void mutate()} />
      ) : !data ? (
        <p role="status" className="flex items-center gap-2">
          <span className="loading loading-spinner loading-sm" aria-hidden="true" />
          {t.loadingReport}
        </p>
      ) : (
        <>
          {data.states.length === 0 ? (
            <EmptyState message={t.noSales} />
          ) : (
            <TaxReportTable report={data} />
          )}
          <a className="btn btn-outline self-start" href={taxReportPath(period, true)} download>
            {t.downloadCsv}
          </a>
        </>
      )}
    </div>
  );
}
