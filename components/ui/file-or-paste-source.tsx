"use client";

import { useState } from "react";
import { LabelledField } from "@/components/ui/labelled-field";

export interface SourceLabels {
  fileLabel: string;
  clearFile: string;
  pasteLabel: string;
}

/** A chosen file (kept as the browser's File: it may be large) or else the pasted text. */
export interface PickedSource {
  file: File | null;
  pasted: string;
}

export const isEmptySource = (source: PickedSource) => !source.file && !source.pasted.trim();

/** The source's text: the file's when one was chosen (read only now), else the pasted text. */
export const sourceText = (source: PickedSource) =>
  source.file ? source.file.text() : Promise.resolve(source.pasted);

/**
 * A file input and, as the other way, a textarea for pasted text; a chosen file wins (the text
 * box empties and locks). Every change is reported, so the caller can drop a stale report.
 */
export function FileOrPasteSource({
  labels,
  accept,
  disabled,
  pastePlaceholder,
  onChange,
}: {
  labels: SourceLabels;
  accept: string;
  disabled: boolean;
  pastePlaceholder?: string;
  onChange: (source: PickedSource) => void;
}) {
  const [chosen, setChosen] = useState<File | null>(null);
  const [pasted, setPasted] = useState("");
  // A new key empties the file input when the file is cleared.
  const [inputKey, setInputKey] = useState(0);

  const choose = (file: File | null) => {
    setChosen(file);
    onChange({ file, pasted });
  };

  return (
    <div className="grid max-w-3xl gap-4">
      <LabelledField label={labels.fileLabel}>
        {(control) => (
          <input
            {...control}
            key={inputKey}
            type="file"
            accept={accept}
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
          {labels.clearFile}
        </button>
      ) : null}
      <LabelledField label={labels.pasteLabel}>
        {(control) => (
          <textarea
            {...control}
            className="textarea h-40 w-full font-mono text-sm"
            value={chosen ? "" : pasted}
            placeholder={chosen ? chosen.name : pastePlaceholder}
            disabled={chosen !== null || disabled}
            onChange={(event) => {
              setPasted(event.target.value);
              onChange({ file: null, pasted: event.target.value });
            }}
          />
        )}
      </LabelledField>
    </div>
  );
}
