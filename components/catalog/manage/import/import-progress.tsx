"use client";

import { useId } from "react";
import { partImportScreenTexts as texts } from "@/domains/catalog/import/import-screen-texts";
import type { PartsImportAnswer } from "@/domains/catalog/client";

/**
 * How far the import's job has come: its phase and a bar of the phase's lines. Before the job
 * has counted the file (queued, or nothing read yet) the bar runs without a value.
 */
export function ImportProgress({ run }: { run: PartsImportAnswer }) {
  const id = useId();
  const counted = run.state === "running" && run.total > 0;
  const phase = run.state === "running" ? texts.phases[run.phase] : texts.queued;
  return (
    <div className="flex max-w-xl flex-col gap-2">
      <p id={id}>
        {phase}
        {counted ? ` · ${texts.progress(run.processed, run.total)}` : null}
      </p>
      <progress
        aria-labelledby={id}
        className="progress progress-primary w-full"
        max={counted ? run.total : undefined}
        value={counted ? run.processed : undefined}
      />
    </div>
  );
}
