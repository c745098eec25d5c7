import "@/lib/validation/zod-config";
import { z } from "zod";
import {
  QUICK_ORDER_MAX_BYTES,
  QUICK_ORDER_MAX_LINES,
  quickOrderMessages,
} from "./quick-order-texts";

// Tabs and line breaks separate cells and lines; any other control character (NUL above all,
// which PostgreSQL refuses) is no part of a list.
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const byteLength = (text: string) => new TextEncoder().encode(text).byteLength;
const nonBlankLines = (text: string) =>
  text.split(/\r\n|\r|\n/).filter((line) => line.trim() !== "").length;

/** `POST /api/quick-order` and the quick-order form: the pasted lines or a CSV file's text. */
export const quickOrderSchema = z.object({
  text: z
    .string({ message: quickOrderMessages.notText })
    .refine((text) => text.trim() !== "", quickOrderMessages.noText)
    .refine((text) => byteLength(text) <= QUICK_ORDER_MAX_BYTES, quickOrderMessages.tooLarge)
    .refine((text) => !CONTROL_CHARACTERS.test(text), quickOrderMessages.badCharacter)
    .refine(
      (text) => nonBlankLines(text) <= QUICK_ORDER_MAX_LINES,
      quickOrderMessages.tooManyLines,
    ),
});

/** The found part of a line, as the result table links it. */
interface QuickOrderPartJson {
  productName: string;
  partNumber: string;
  url: string;
  image: string;
}

/**
 * One input line's verdict. `suggestions` holds part numbers (strings) when the number is
 * unknown or names several parts, and valid quantities (numbers) when the quantity is the
 * problem; which one it is follows from `partId` (null: numbers, otherwise quantities).
 */
export type QuickOrderLineJson = {
  /** 1-based line of the text. */
  line: number;
  /** As the buyer wrote it. */
  partNumber: string;
  /** null when missing or unreadable. */
  quantity: number | null;
  status: "ok" | "error";
  partId: string | null;
  /** Dollars after price breaks (and the buyer's company price); null when no part was found. */
  unitPrice: number | null;
  /** The public unit price when the buyer's company pays less ("list"); null otherwise. */
  listUnitPrice: number | null;
  /** Dollars; null unless the line is ok. */
  lineTotal: number | null;
  /** null when ok; otherwise why, and the fix. */
  message: string | null;
  /**
   * The later lines naming the same part (in any spelling, or by an OEM number): their
   * quantities are added into this line's `quantity`, and they have no verdict of their own.
   */
  mergedLines: number[];
  /** Says so when `mergedLines` is not empty; null otherwise. */
  note: string | null;
  part: QuickOrderPartJson | null;
} & ({ partId: null; suggestions: string[] } | { partId: string; suggestions: number[] });

export interface QuickOrderJson {
  lines: QuickOrderLineJson[];
}
