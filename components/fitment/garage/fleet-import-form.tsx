"use client";

import { useState } from "react";
import { LabelledField } from "@/components/ui/labelled-field";
import { toast } from "@/components/ui/toast";
import { garageScreenTexts as t } from "@/domains/fitment";
import { importFleetCsv, type FleetImportReport } from "@/domains/fitment/client";
import { FleetImportReportView } from "./fleet-import-report";

const EXAMPLE_HREF = `data:text/csv;charset=utf-8,${encodeURIComponent(t.exampleCsv)}`;

/**
 * A fleet's VINs into the garage: a CSV file or pasted lines, Import, then the report of every
 * line (added, unchanged, refused and why). `onImported` refreshes the list.
 */
export function FleetImportForm({ onImported }: { onImported: () => void }) {
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [pasted, setPasted] = useState("");
  // A new key empties the file input when the file is cleared.
  const [fileInputKey, setFileInputKey] = useState(0);
  const [report, setReport] = useState<FleetImportReport | null>(null);
  const [busy, setBusy] = useState(false);
  const csv = file?.text ?? pasted;

  const upload = async () => {
    setBusy(true);
    try {
      setReport(await importFleetCsv(csv));
      onImported();
    } catch (error) {
      toast.error((error as Error).message);
    } finally {
      setBusy(false);
    }
  };

  const pickFile = async (picked: File | undefined) => {
    setReport(null);
    setFile(picked ? { name: picked.name, text: await picked.text() } : null);
  };

  return (
    <section aria-labelledby="fleet-import-title" className="flex flex-col gap-4">
      <h2 id="fleet-import-title" className="text-lg font-bold">
        {t.importTitle}
      </h2>
      <p className="max-w-3xl">{t.importIntro}</p>
      <a className="link self-start" href={EXAMPLE_HREF} download={t.exampleFile}>
        {t.example}
      </a>
      <div className="grid max-w-3xl gap-4">
        <LabelledField label={t.fileLabel}>
          {(control) => (
            <input
              {...control}
              key={fileInputKey}
              type="file"
              accept=".csv,text/csv,text/plain"
              className="file-input w-full"
              disabled={busy}
              onChange={(event) => void pickFile(event.target.files?.[0])}
            />
          )}
        </LabelledField>
        {file ? (
          <button
            type="button"
            className="btn btn-sm btn-ghost self-start"
            disabled={busy}
            onClick={() => {
              setFileInputKey((key) => key + 1);
              void pickFile(undefined);
            }}
          >
            {t.clearFile}
          </button>
        ) : null}
        <LabelledField label={t.pasteLabel}>
          {(control) => (
            <textarea
              {...control}
              className="textarea h-40 w-full font-mono text-sm"
              value={file ? "" : pasted}
              placeholder={file ? file.name : t.exampleCsv}
              disabled={file !== null || busy}
              onChange={(event) => {
                setReport(null);
                setPasted(event.target.value);
              }}
            />
          )}
        </LabelledField>
      </div>
      <button
        type="button"
        className="btn btn-primary self-start"
        disabled={csv.trim() === "" || busy}
        aria-busy={busy || undefined}
        onClick={() => void upload()}
      >
        {busy ? <span className="loading loading-spinner loading-sm" aria-hidden="true" /> : null}
        {busy ? t.uploading : t.upload}
      </button>
      <div aria-live="polite">{report ? <FleetImportReportView report={report} /> : null}</div>
    </section>
  );
}
