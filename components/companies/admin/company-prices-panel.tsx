"use client";

import { useState } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { LabelledField } from "@/components/ui/labelled-field";
import { priceListPath, uploadPriceList } from "@/domains/companies/client";
import { priceListScreenTexts as t, type PriceListIssue } from "@/domains/companies";
import { ApiError } from "@/lib/client/api";

type Outcome =
  | { kind: "saved"; message: string }
  | { kind: "refused"; message: string; issues: PriceListIssue[] };

/**
 * A company's price list: downloaded as it stands, or replaced by a CSV file after a
 * confirmation. A refused file is answered with every wrong line, and nothing changed.
 */
export function CompanyPricesPanel({
  companyId,
  companyName,
}: {
  companyId: string;
  companyName: string;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [missingFile, setMissingFile] = useState(false);

  const upload = async () => {
    if (!file) return;
    setBusy(true);
    try {
      const saved = await uploadPriceList(companyId, file);
      setOutcome({ kind: "saved", message: t.saved(saved.insertedCount, saved.deletedCount) });
    } catch (error) {
      const issues = error instanceof ApiError ? (error.issues as PriceListIssue[]) : [];
      setOutcome({ kind: "refused", message: (error as Error).message, issues });
    }
    setBusy(false);
    setConfirming(false);
  };

  return (
    <div className="flex max-w-3xl flex-col gap-4">
      <p>{t.intro}</p>
      <a
        className="link link-primary self-start"
        href={priceListPath(companyId)}
        download="price-list.csv"
      >
        {t.download}
      </a>
      <form
        className="flex flex-col gap-3"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setConfirming(file !== null);
          setMissingFile(file === null);
        }}
      >
        <LabelledField
          label={t.fileLabel}
          hint={t.fileHint}
          error={missingFile ? t.chooseFile : undefined}
        >
          {(control) => (
            <input
              {...control}
              type="file"
              accept=".csv,text/csv,text/plain"
              className="file-input w-full"
              disabled={busy}
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                setMissingFile(false);
                setOutcome(null);
              }}
            />
          )}
        </LabelledField>
        <button type="submit" className="btn btn-primary self-start" disabled={busy}>
          {busy ? t.uploading : t.upload}
        </button>
      </form>
      {outcome?.kind === "saved" ? (
        <p role="status" className="alert alert-success">
          {outcome.message}
        </p>
      ) : null}
      {outcome?.kind === "refused" ? (
        <div role="alert" className="alert alert-error flex flex-col items-start">
          <p>{outcome.message}</p>
          {outcome.issues.length > 0 ? (
            <ul className="list-disc pl-5">
              {outcome.issues.map((issue) => (
                <li key={issue.line}>{t.issue(issue.line, issue.partNumber, issue.message)}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title={t.replaceTitle}
        text={t.replaceText(companyName, file?.name ?? "")}
        confirmLabel={t.replace}
        busy={busy}
        onConfirm={() => void upload()}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
