import { PART_IMPORT_COLUMNS } from "./import-columns";
import { formatCount } from "@/lib/number-format";

const lines = (count: number) => `${formatCount(count)} ${count === 1 ? "line" : "lines"}`;

/** The import screen's own words (Manage Products → Import); the server's are import-texts.ts. */
export const partImportScreenTexts = {
  title: "Import parts",
  openImport: "Import",
  intro: `Add and update parts from a CSV file (one line per part; the columns are the part's own names: ${PART_IMPORT_COLUMNS.join(", ")}; retired is 1 or 0, weight is in pounds, dimensions are length x width x height in inches, e.g. 12x8.5x3) or a PIES XML file. Lines are matched by partNumber; parts missing from the file are left as they are.`,
  fileLabel: "CSV or PIES XML file",
  pasteLabel: "Or paste the CSV",
  clearFile: "Clear file",
  check: "Check the file",
  checking: "Checking…",
  apply: (count: number) => `Apply ${lines(count)}`,
  applying: "Applying…",
  applyConfirmTitle: (count: number) => `Apply ${lines(count)}?`,
  applyConfirmText:
    "New parts are added and changed parts updated in the shop; refused and unchanged lines are skipped. Nothing is deleted.",
  phases: { check: "Checking the lines", apply: "Writing the accepted lines" },
  loading: "Loading the import…",
  queued: "Waiting to start…",
  progress: (done: number, total: number) => `${formatCount(done)} of ${lines(total)}`,
  importHeading: "Import",
  dryRunHeading: "Check result (nothing written yet)",
  appliedHeading: "Import result",
  failed: "The import failed",
  applied: (count: number) => `Import finished: ${lines(count)} written to the shop.`,
  backToProducts: "Back to Manage Products",
  nothingToApply: "Nothing to apply: no line adds or changes a part.",
  chooseAgain:
    "Choose the file again to apply it: this page no longer holds the file that was checked, so it is checked once more first.",
  report: "Download the report (CSV)",
  summaryLabels: { add: "New", change: "Changed", unchanged: "Unchanged", refused: "Refused" },
  filterLegend: "Show lines",
  filterAll: "All",
  linesCaption: "Lines of the file",
  lineColumns: ["Line", "Part number", "Action", "Message"],
  noLines: "No lines to show.",
  noLinesOf: (label: string) => `No ${label.toLowerCase()} lines.`,
  loadFailed: "The import could not be loaded.",
} as const;
