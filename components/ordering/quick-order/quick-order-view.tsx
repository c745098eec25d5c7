"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { EmptyState } from "@/components/ui/empty-state";
import { LabelledField } from "@/components/ui/labelled-field";
import { toast } from "@/components/ui/toast";
import { addLinesToCart } from "@/domains/ordering/client";
import { checkQuickOrder } from "@/domains/ordering/client";
import type { QuickOrderLineJson } from "@/domains/ordering";
import { QUICK_ORDER_MAX_BYTES, quickOrderScreen as texts } from "@/domains/ordering";
import { isCsvFile, replaceLine } from "./line-edits";
import { QuickOrderResults } from "./quick-order-results";
import type { LineFix } from "./quick-order-row";

/**
 * Quick order: lines pasted or read from a CSV file (its text goes into the same box, so a fix
 * can be written into it), checked by the server, fixed with the offered chips, and the ready
 * lines added to the cart in one click.
 */
export function QuickOrderView() {
  const router = useRouter();
  const [text, setText] = useState("");
  const [fileError, setFileError] = useState<string | null>(null);
  const [answer, setAnswer] = useState<{ lines: QuickOrderLineJson[]; text: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const [adding, setAdding] = useState(false);

  const check = async (lines: string) => {
    setChecking(true);
    setError(null);
    try {
      const checked = await checkQuickOrder({ text: lines });
      setAnswer({ lines: checked.lines, text: lines });
    } catch (caught) {
      setAnswer(null);
      setError((caught as Error).message);
    }
    setChecking(false);
  };

  const pickFile = async (file: File | undefined) => {
    setFileError(null);
    if (!file) return;
    if (!isCsvFile(file)) return setFileError(texts.notCsvFile);
    if (file.size > QUICK_ORDER_MAX_BYTES) return setFileError(texts.fileTooLarge);
    const content = await file.text();
    setText(content);
    await check(content);
  };

  const fix = ({ line, partNumber, quantity }: LineFix) => {
    const fixed = replaceLine(
      text,
      line.line,
      { partNumber: partNumber ?? line.partNumber, quantity: quantity ?? line.quantity },
      line.mergedLines,
    );
    setText(fixed);
    void check(fixed);
  };

  const add = async (ready: QuickOrderLineJson[]) => {
    setAdding(true);
    try {
      await addLinesToCart(
        ready.map((line) => ({ partId: line.partId!, quantity: line.quantity! })),
      );
      toast.success(texts.added(ready.length), {
        action: { label: texts.viewCart, onClick: () => router.push("/cart") },
      });
    } catch (caught) {
      toast.error((caught as Error).message);
    }
    setAdding(false);
  };

  return (
    <div className="flex flex-col gap-6">
      <p className="max-w-3xl">{texts.intro}</p>
      <form
        className="grid max-w-3xl gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          void check(text);
        }}
      >
        <LabelledField label={texts.textLabel}>
          {(control) => (
            <textarea
              {...control}
              name="text"
              className="textarea h-48 w-full font-mono text-sm"
              placeholder={texts.placeholder}
              value={text}
              disabled={checking}
              onChange={(event) => setText(event.target.value)}
            />
          )}
        </LabelledField>
        <LabelledField label={texts.fileLabel} error={fileError ?? undefined}>
          {(control) => (
            <input
              {...control}
              type="file"
              accept=".csv,.txt,text/csv,text/plain"
              className="file-input w-full"
              disabled={checking}
              onChange={(event) => void pickFile(event.target.files?.[0])}
            />
          )}
        </LabelledField>
        <button
          type="submit"
          className="btn btn-primary justify-self-start"
          disabled={text.trim() === "" || checking}
        >
          {checking ? (
            <span className="loading loading-spinner loading-sm" aria-hidden="true" />
          ) : null}
          {checking ? texts.checking : texts.check}
        </button>
      </form>
      <div aria-live="polite" aria-busy={checking}>
        {error ? (
          <div role="alert" className="alert alert-error alert-soft">
            {error}
          </div>
        ) : answer ? (
          <QuickOrderResults
            key={answer.text}
            lines={answer.lines}
            busy={checking}
            adding={adding}
            onFix={fix}
            onAdd={(ready) => void add(ready)}
          />
        ) : (
          <EmptyState message={texts.empty} />
        )}
      </div>
    </div>
  );
}
