import "server-only";
import type { PDFFont } from "pdf-lib";

/**
 * The text as the font can draw it. The PDF's standard fonts (Helvetica) know only the WinAnsi
 * characters, and pdf-lib throws on any other: a customer named "Łukasz" or an address in
 * Cyrillic would otherwise make the invoice a 500. A letter with an accent it lacks falls back to
 * its base letter, anything else to "?"; tabs and other spacing become a space.
 */
export function drawable(font: PDFFont, text: string): string {
  const known = new Set(font.getCharacterSet());
  let out = "";
  for (const char of text.normalize("NFC").replace(/[^\S\n]/g, " ")) {
    const code = char.codePointAt(0)!;
    if (char === "\n" || known.has(code)) out += char;
    else {
      const base = char.normalize("NFKD").replace(/\p{M}/gu, "");
      out += base.length > 0 && [...base].every((c) => known.has(c.codePointAt(0)!)) ? base : "?";
    }
  }
  return out;
}

/** A word longer than the width, cut into pieces that fit. */
function cutWord(word: string, fits: (text: string) => boolean): string[] {
  const pieces: string[] = [];
  let piece = "";
  for (const char of word) {
    if (piece && !fits(piece + char)) {
      pieces.push(piece);
      piece = char;
    } else piece += char;
  }
  return piece ? [...pieces, piece] : pieces;
}

/** The text in lines no wider than `width` at this size, broken between words where it can. */
export function wrap(font: PDFFont, size: number, text: string, width: number): string[] {
  const fits = (line: string) => font.widthOfTextAtSize(line, size) <= width;
  const lines: string[] = [];
  for (const paragraph of drawable(font, text).split("\n")) {
    let line = "";
    for (const word of paragraph.split(" ").filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (fits(candidate)) line = candidate;
      else {
        if (line) lines.push(line);
        const pieces = fits(word) ? [word] : cutWord(word, fits);
        line = pieces.pop() ?? "";
        lines.push(...pieces);
      }
    }
    if (line) lines.push(line);
  }
  return lines.length > 0 ? lines : [""];
}
