"use client";

import { useState } from "react";
import {
  FileOrPasteSource,
  isEmptySource,
  sourceText,
  type PickedSource,
} from "@/components/ui/file-or-paste-source";
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
  const [source, setSource] = useState<PickedSource>({ file: null, pasted: "" });
  const [report, setReport] = useState<FleetImportReport | null>(null);
  const [busy, setBusy] = useState(false);

  const upload = async () => {
    setBusy(true);
    try {
      setReport(await importFleetCsv(await sourceText(source)));
      onImported();
    } catch (error) {
      toast.error((error as Error).message);
    } finally {
      setBusy(false);
    }
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
      <FileOrPasteSource
        labels={t}
        accept=".csv,text/csv,text/plain"
        disabled={busy}
        pastePlaceholder={t.exampleCsv}
        onChange={(picked) => {
          setReport(null);
          setSource(picked);
        }}
      />
      <button
        type="button"
        className="btn btn-primary self-start"
        disabled={isEmptySource(source) || busy}
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
