/**
 * A chip's fix written into the pasted text: the line it names becomes "number, quantity" with
 * the chosen number or quantity (the other cell kept as the check read it), and the later lines
 * of the same part, whose quantities it holds, are emptied. Other lines stay as they were, so
 * every other result still names the right line.
 */
export function replaceLine(
  text: string,
  line: number,
  cells: { partNumber: string; quantity: number | null },
  mergedLines: number[] = [],
): string {
  const lines = text.split(/\r\n|\r|\n/);
  if (line < 1 || line > lines.length) return text;
  lines[line - 1] = `${cells.partNumber}, ${cells.quantity ?? ""}`.trimEnd();
  for (const merged of mergedLines)
    if (merged > line && merged <= lines.length) lines[merged - 1] = "";
  return lines.join("\n");
}

const CSV_TYPES = new Set(["text/csv", "text/plain", "application/vnd.ms-excel", ""]);

/** A CSV or plain text file, by its type or (browsers often leave the type blank) its name. */
export const isCsvFile = (file: File) =>
  /\.(csv|txt|tsv)$/i.test(file.name) && CSV_TYPES.has(file.type.toLowerCase());
