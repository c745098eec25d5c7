"use client";

import { sendFitmentCsv } from "@/domains/fitment/client";
import { useState } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import {
  FileOrPasteSource,
  isEmptySource,
  sourceText,
  type PickedSource,
} from "@/components/ui/file-or-paste-source";
import { toast } from "@/components/ui/toast";
import { fitmentAdminTexts as texts, fitmentCsvMessages } from "@/domains/fitment";
import type { FitmentImportReport } from "@/domains/fitment";
import { linesToApply } from "./import-api";
import { ImportReport } from "./import-report";

type Busy = "checking" | "applying" | null;

const Spinner = () => <span className="loading loading-spinner loading-sm" aria-hidden="true" />;

/**
 * The fitment CSV import: a file or pasted text, "Check file" (a dry run) and its report, then
 * "Apply N lines" after a confirmation. Any change to the text drops the report, so what is
 * applied is always what was checked. The export is a plain download of the whole table.
 */
export function FitmentImportView() {
  const [source, setSource] = useState<PickedSource>({ file: null, pasted: "" });
  const [report, setReport] = useState<FitmentImportReport | null>(null);
  const [busy, setBusy] = useState<Busy>(null);
  const [confirming, setConfirming] = useState(false);

  const send = async (dryRun: boolean) => {
    setBusy(dryRun ? "checking" : "applying");
    try {
      const answer = await sendFitmentCsv(await sourceText(source), { dryRun });
      setReport(answer);
      if (!dryRun) toast.success(texts.applied(linesToApply(answer)));
    } catch (error) {
      toast.error((error as Error).message);
    }
    setBusy(null);
    setConfirming(false);
  };

  const toApply = report && !report.applied ? linesToApply(report) : 0;
  return (
    <div className="flex flex-col gap-6">
      <p className="max-w-3xl">{texts.importIntro}</p>
      <p className="alert alert-info max-w-3xl">{fitmentCsvMessages.neverDeletes}</p>
      <FileOrPasteSource
        labels={texts}
        accept=".csv,text/csv,text/plain"
        disabled={busy !== null}
        onChange={(picked) => {
          setReport(null);
          setSource(picked);
        }}
      />
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className="btn btn-primary"
          disabled={isEmptySource(source) || busy !== null}
          onClick={() => void send(true)}
        >
          {busy === "checking" ? <Spinner /> : null}
          {busy === "checking" ? texts.checking : texts.check}
        </button>
        {toApply > 0 ? (
          <button
            type="button"
            className="btn btn-success"
            disabled={busy !== null}
            onClick={() => setConfirming(true)}
          >
            {texts.apply(toApply)}
          </button>
        ) : null}
        <a className="btn btn-outline" href="/api/fitment/export" download="fitment.csv">
          {texts.export}
        </a>
      </div>
      <div aria-live="polite" aria-busy={busy !== null}>
        {report && !report.applied && toApply === 0 ? (
          <p className="mb-4">{texts.nothingToApply}</p>
        ) : null}
        {report ? <ImportReport report={report} /> : null}
      </div>
      <ConfirmDialog
        open={confirming}
        title={texts.applyConfirmTitle(toApply)}
        text={texts.applyConfirmText}
        confirmLabel={busy === "applying" ? texts.applying : texts.apply(toApply)}
        busy={busy === "applying"}
        onConfirm={() => void send(false)}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
