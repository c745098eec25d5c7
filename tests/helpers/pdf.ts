import { extractText, getDocumentProxy } from "unpdf";

/** A PDF's text, as a reader would copy it, its whitespace folded to single spaces. */
export async function pdfText(bytes: ArrayBuffer): Promise<string> {
  const document = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(document, { mergePages: true });
  return text.replace(/\s+/g, " ");
}
