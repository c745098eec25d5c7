"use client";

import { useState } from "react";
import { LabelledField } from "@/components/ui/labelled-field";
import { partImportScreenTexts as texts } from "@/domains/catalog/import/import-screen-texts";
import type { PartsImportFile } from "@/domains/catalog/client";

/** What the admin gave: a chosen file, or else the pasted text (null while both are empty). */
export type ImportSource = PartsImportFile | null;

// A PIES file is XML; anything else chosen is sent as CSV, and the server says if it is not.
const fileSource = (file: File): ImportSource => ({
  kind: /\.xml$/i.test(file.name) || /xml/.test(file.type) ? "pies" : "csv",
  body: file,
});
const pastedSource = (text: string): ImportSource =>
  text.trim() ? { kind: "csv", body: text } : null;

/**
 * The file input and, as the other way, a textarea for pasted CSV. A chosen file is kept as
 * the browser's File (never read into a string: it may be 100 MB) and wins over the text.
 */
export function ImportFileSource({
  disabled,
  onChange,
}: {
  disabled: boolean;
  onChange: (source: ImportSource) => void;
}) {
  const [chosen, setChosen] = useState<File | null>(null);
  const [pasted, setPasted] = useState("");
  // A new key empties the file input when the file is cleared.
  const [inputKey, setInputKey] = useState(0);

  const choose = (file: File | null) => {
    setChosen(file);
    onChange(file ? fileSource(file) : pastedSource(pasted));
  };

  return (
    <div className="grid max-w-3xl gap-4">
      <LabelledField label={texts.fileLabel}>
        {(control) => (
          <input
            {...control}
            key={inputKey}
            type="file"
            accept=".csv,.xml,text/csv,application/xml,text/xml,text/plain"
            className="file-input w-full"
            disabled={disabled}
            onChange={(event) => choose(event.target.files?.[0] ?? null)}
          />
        )}
      </LabelledField>
      {chosen ? (
        <button
          type="button"
          className="btn btn-sm btn-ghost justify-self-start"
          disabled={disabled}
          onClick={() => {
            setInputKey((key) => key + 1);
            choose(null);
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
            value={chosen ? "" : pasted}
            placeholder={chosen ? chosen.name : undefined}
            disabled={chosen !== null || disabled}
            onChange={(event) => {
              setPasted(event.target.value);
              onChange(pastedSource(event.target.value));
            }}
          />
        )}
      </LabelledField>
    </div>
  );
}
