import { formatCount } from "@/lib/number-format";
/** Every text of quick order: the API's line messages and errors, and the screen's words. */
/** 1 MB (10^6 bytes): a 2,000-line file is ~30 KB, so this leaves room for wide CSV files. */
export const QUICK_ORDER_MAX_BYTES = 1_000_000;
export const QUICK_ORDER_MAX_LINES = 5000;

export const quickOrderMessages = {
  noText: "Paste at least one line: a part number and a quantity.",
  notText: 'Send the lines as text: { text: "BP-1234, 500" }.',
  tooLarge: `The text is too large: at most ${QUICK_ORDER_MAX_BYTES / 1_000_000} MB.`,
  badCharacter: "The text contains a character that is not allowed (a control character).",
  tooManyLines: `At most ${formatCount(QUICK_ORDER_MAX_LINES)} lines at a time: split the list.`,
  missingQuantity: "Add a quantity after the part number.",
  unreadableQuantity: "Write the quantity as a whole number of pieces (500, not 500.5 or 5e2).",
  unknown: (written: string, closest: string[]) =>
    closest.length > 0
      ? `No part has the number ${written}. Did you mean ${closest.join(", ")}?`
      : `No part has the number ${written}. Check the number.`,
  ambiguous: (written: string, numbers: string[]) =>
    `${written} is the number of ${numbers.length} parts (${numbers.join(", ")}): write the one you mean.`,
  /** A part named on several lines is ordered once, its quantities added up. */
  merged: (partNumber: string, lines: number[], total: number) =>
    `${partNumber} was on ${lines.length} lines (${lines.slice(0, -1).join(", ")} and ${lines.at(-1)}); their quantities were added: ${total}.`,
} as const;

/** The screen's words. */
export const quickOrderScreen = {
  title: "Quick order",
  intro:
    "Paste part numbers (ours or OEM) with a quantity, one per line, or upload a CSV file of part number, quantity.",
  textLabel: "Part numbers and quantities",
  placeholder: "BP-1234, 500\nOF-2210; 48\n04465-02220\t96",
  fileLabel: "Or upload a CSV file",
  notCsvFile: "Choose a CSV or text file (.csv, .txt).",
  fileTooLarge: `The file is too large: at most ${QUICK_ORDER_MAX_BYTES / 1_000_000} MB.`,
  check: "Check lines",
  checking: "Checking…",
  onlyProblems: "Only problems",
  empty: "Paste lines or upload a file, then check them.",
  summary: (ready: number, total: number) => {
    const fix = total - ready;
    return fix === 0
      ? `${ready} of ${total} lines ready`
      : `${ready} of ${total} lines ready — ${fix} need${fix === 1 ? "s" : ""} a fix`;
  },
  readyTotal: "Total of the ready lines",
  addToCart: (count: number) => `Add ${count} line${count === 1 ? "" : "s"} to cart`,
  adding: "Adding…",
  added: (count: number) => `${count} line${count === 1 ? "" : "s"} added to your cart`,
  viewCart: "View cart",
  showMore: (count: number) => `Show ${count} more`,
  useNumber: (number: string) => `Use ${number}`,
  useQuantity: (quantity: number) => `Order ${quantity}`,
  noProblems: "Every line is ready.",
} as const;
