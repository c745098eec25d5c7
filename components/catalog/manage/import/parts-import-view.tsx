"use client";

import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useState } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { startPartsImport } from "@/domains/catalog/client";
import { PART_IMPORT_MAX_MB } from "@/domains/catalog/import/import-json";
import { partImportScreenTexts as texts } from "@/domains/catalog/import/import-screen-texts";
import { partImportMessages } from "@/domains/catalog/import/import-texts";
import { ImportFileSource, type ImportSource } from "./import-file-source";
import { ImportResult, linesToWrite } from "./import-result";
import { IMPORT_PARAM } from "./import-screen-path";
import { isFinished, usePartsImport } from "./use-parts-import";

const tooLarge = (source: NonNullable<ImportSource>) =>
  typeof source.body !== "string" && source.body.size > PART_IMPORT_MAX_MB * 1024 * 1024;

/**
 * The parts import: a file or pasted CSV, "Check the file" (a dry run), its result, then
 * "Apply N lines" after a confirmation, which sends the same file again for real (there is no
 * call that applies a dry run). The import on show is in the address (`?import=<id>`), so the
 * screen can be left and reopened; any change to the file drops it, so what is applied is
 * always what was checked.
 */
export function PartsImportView() {
  const router = useRouter();
  const pathname = usePathname();
  const importId = useSearchParams().get(IMPORT_PARAM);
  const { run, error, retry } = usePartsImport(importId);
  const [source, setSource] = useState<ImportSource>(null);
  // The dry run this page's file was checked as: the only one it may apply.
  const [checkedAs, setCheckedAs] = useState<string | null>(null);
  const [sending, setSending] = useState<"check" | "apply" | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  // The lines the confirmation names, fixed when it opens (the import on show changes on Apply).
  const [confirming, setConfirming] = useState<number | null>(null);

  const send = async (dryRun: boolean) => {
    if (!source) return;
    setRefusal(null);
    if (tooLarge(source)) return setRefusal(partImportMessages.tooLarge(PART_IMPORT_MAX_MB));
    setSending(dryRun ? "check" : "apply");
    try {
      const started = await startPartsImport(source, { dryRun });
      setCheckedAs(dryRun ? started.importId : null);
      router.push(`${pathname}?${new URLSearchParams({ [IMPORT_PARAM]: started.importId })}`);
    } catch (problem) {
      setRefusal((problem as Error).message);
    }
    setSending(null);
    setConfirming(null);
  };

  const changeSource = (next: ImportSource) => {
    setSource(next);
    setCheckedAs(null);
    setRefusal(null);
    if (importId) router.replace(pathname);
  };

  const running = run !== undefined && !isFinished(run);
  return (
    <div className="flex flex-col gap-6">
      <p className="max-w-3xl">{texts.intro}</p>
      <ImportFileSource disabled={sending !== null} onChange={changeSource} />
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className="btn btn-primary"
          disabled={source === null || sending !== null || running}
          onClick={() => void send(true)}
        >
          {sending === "check" ? (
            <span className="loading loading-spinner loading-sm" aria-hidden="true" />
          ) : null}
          {sending === "check" ? texts.checking : texts.check}
        </button>
      </div>
      {refusal ? (
        <p role="alert" className="alert alert-error max-w-3xl">
          {refusal}
        </p>
      ) : null}
      {importId ? (
        <ImportResult
          run={run}
          error={error}
          retry={retry}
          canApply={source !== null && checkedAs === importId}
          onApply={() => setConfirming(run ? linesToWrite(run) : 0)}
        />
      ) : null}
      <ConfirmDialog
        open={confirming !== null}
        title={texts.applyConfirmTitle(confirming ?? 0)}
        text={texts.applyConfirmText}
        confirmLabel={sending === "apply" ? texts.applying : texts.apply(confirming ?? 0)}
        busy={sending === "apply"}
        onConfirm={() => void send(false)}
        onCancel={() => setConfirming(null)}
      />
    </div>
  );
}
