"use client";

import { FileOrPasteSource } from "@/components/ui/file-or-paste-source";
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

const PARTS_FILES = ".csv,.xml,text/csv,application/xml,text/xml,text/plain";

/**
 * The parts file: chosen (kept as the browser's File, never read into a string: it may be
 * 100 MB) or pasted CSV.
 */
export function ImportFileSource({
  disabled,
  onChange,
}: {
  disabled: boolean;
  onChange: (source: ImportSource) => void;
}) {
  return (
    <FileOrPasteSource
      labels={texts}
      accept={PARTS_FILES}
      disabled={disabled}
      onChange={({ file, pasted }) => onChange(file ? fileSource(file) : pastedSource(pasted))}
    />
  );
}
