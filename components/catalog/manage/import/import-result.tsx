"use client";

import Link from "next/link";
import { useId } from "react";
import { ErrorState } from "@/components/layout/dashboard/error-state";
import { partImportScreenTexts as texts } from "@/domains/catalog/import/import-screen-texts";
import { partsImportReportPath, type PartsImportAnswer } from "@/domains/catalog/client";
import { ImportLines } from "./import-lines";
import { ImportProgress } from "./import-progress";
import { MANAGE_PRODUCTS } from "./import-screen-path";
import { ImportSummary } from "./import-summary";
import { isFinished } from "./use-parts-import";

/** The lines an import writes (or, for a dry run, would write): new and changed parts. */
export const linesToWrite = (run: PartsImportAnswer) => run.summary.add + run.summary.change;

/**
 * The import in the address as the server has it: its progress while the job runs, then its
 * counts, what can be done next, the report and the lines. A dry run's Apply is offered only
 * while this page still holds the file it checked (`canApply`); after a reload it is not.
 */
export function ImportResult({
  run,
  error,
  retry,
  canApply,
  onApply,
}: {
  run: PartsImportAnswer | undefined;
  error: Error | undefined;
  retry: () => void;
  canApply: boolean;
  onApply: () => void;
}) {
  const headingId = useId();
  if (error && !run)
    return <ErrorState message={`${texts.loadFailed} ${error.message}`} onRetry={retry} />;
  const done = run?.state === "done" ? run : null;
  const heading = !run
    ? texts.importHeading
    : run.dryRun
      ? texts.dryRunHeading
      : texts.appliedHeading;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="text-xl font-bold">
        {heading}
      </h2>
      <div aria-live="polite" className="flex max-w-3xl flex-col gap-4">
        {!run ? <p>{texts.loading}</p> : isFinished(run) ? null : <ImportProgress run={run} />}
        {run?.state === "failed" ? (
          <p role="alert" className="alert alert-error">
            <span>
              <strong>{texts.failed}.</strong> {run.error}
            </span>
          </p>
        ) : null}
        {done ? <ImportSummary summary={done.summary} /> : null}
        {done && !done.dryRun ? (
          <p className="alert alert-success">
            <span>
              {texts.applied(linesToWrite(done))}{" "}
              <Link className="link" href={MANAGE_PRODUCTS}>
                {texts.backToProducts}
              </Link>
            </span>
          </p>
        ) : null}
        {done?.dryRun && linesToWrite(done) === 0 ? <p>{texts.nothingToApply}</p> : null}
        {done?.dryRun && linesToWrite(done) > 0 && !canApply ? (
          <p className="alert alert-info">{texts.chooseAgain}</p>
        ) : null}
      </div>
      {done ? (
        <>
          <div className="flex flex-wrap gap-2">
            {done.dryRun && canApply && linesToWrite(done) > 0 ? (
              <button type="button" className="btn btn-success" onClick={onApply}>
                {texts.apply(linesToWrite(done))}
              </button>
            ) : null}
            <a className="btn btn-outline" href={partsImportReportPath(done.importId)} download>
              {texts.report}
            </a>
          </div>
          <ImportLines key={done.importId} run={done} />
        </>
      ) : null}
    </section>
  );
}
