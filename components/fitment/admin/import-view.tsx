"use client";

import { sendFitmentCsv } from "@/domains/fitment/client";
import { useState } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { LabelledField } from "@/components/ui/labelled-field";
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
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [pasted, setPasted] = useState("");
  // A new key empties the file input when the file is cleared.
  const [fileInputKey, setFileInputKey] = useState(0);
  const [report, setReport] = useState<FitmentImportReport | null>(null);
  const [busy, setBusy] = useState<Busy>(null);
  const [confirming, setConfirming] = useState(false);
  const csv = file?.text ?? pasted;

  const send = async (dryRun: boolean) => {
    setBusy(dryRun ? "checking" : "applying");
    try {
      const answer = await sendFitmentCsv(csv, { dryRun });
      setReport(answer);
      if (!dryRun) toast.success(texts.applied(linesToApply(answer)));
    } catch (error) {
      toast.error((error as Error).message);
    }
    setBusy(null);
    setConfirming(false);
  };

  const pickFile = async (picked: File | undefined) => {
    setReport(null);
    setFile(picked ? { name: picked.name, text: await picked.text() } : null);
  };

  const toApply = report && !report.applied ? linesToApply(report) : 0;
  return (
    <div className="flex flex-col gap-6">
      <p className="max-w-3xl">{texts.importIntro}</p>
      <p className="alert alert-info max-w-3xl">{fitmentCsvMessages.neverDeletes}</p>
      <div className="grid max-w-3xl gap-4">
        <LabelledField label={texts.fileLabel}>
          {(control) => (
            <input
              {...control}
              key={fileInputKey}
              type="file"
              accept=".csv,text/csv,text/plain"
              className="file-input w-full"
              disabled={busy !== null}
              onChange={(event) => void pickFile(event.target.files?.[0])}
            />
          )}
        </LabelledField>
        {file ? (
          <button
            type="button"
            className="btn btn-sm btn-ghost self-start"
            disabled={busy !== null}
            onClick={() => {
              setFileInputKey((key) => key + 1);
              void pickFile(undefined);
            }}
          >
            {texts.clearFile}
          </button>
        ) : null}
        <LabelledField label={texts.pasteLabel}>
          {(control) => (
            <textarea
              {...control}
              className="textarea h-40 w-full font-mono text-sm"
              value={file ? "" : pasted}
              placeholder={file ? file.name : undefined}
              disabled={file !== null || busy !== null}
              onChange={(event) => {
                setReport(null);
                setPasted(event.target.value);
              }}
            />
          )}
        </LabelledField>
      </div>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className="btn btn-primary"
          disabled={csv.trim() === "" || busy !== null}
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
