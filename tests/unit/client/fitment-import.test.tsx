/** @jest-environment jsdom */
import { act } from "react";
import { ImportReport } from "@/components/fitment-admin/import-report";
import { FitmentImportView } from "@/components/fitment-admin/import-view";
import { toast } from "@/components/ui/toast";
import {
  fitmentAdminTexts as texts,
  fitmentCsvMessages as messages,
  type FitmentImportReport,
} from "@/lib/validation/fitment-csv";
import { button, fakeModalDialogs, field, jsonAnswer, render, settle, type } from "./dom";

jest.mock("@/components/ui/toast", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

// The report's table frame watches its width; jsdom has no layout.
beforeAll(() => {
  global.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

const report = (applied = false): FitmentImportReport => ({
  applied,
  summary: { added: 1, changed: 1, unchanged: 1, refused: 1 },
  lines: [
    { line: 2, status: "add", partNumber: "BP-1", message: messages.adds(5) },
    { line: 3, status: "change", partNumber: "BP-1", message: messages.changes(1, 0) },
    { line: 4, status: "unchanged", partNumber: "BP-2", message: messages.unchanged },
    { line: 5, status: "refused", partNumber: "NOPE", message: messages.unknownPart("NOPE") },
  ],
});

const rows = (container: HTMLElement) =>
  [...container.querySelectorAll('[data-testid="import-line"]')].map((row) =>
    [...row.querySelectorAll("td")].map((cell) => cell.textContent),
  );

const click = (element: HTMLElement) =>
  act(async () => {
    element.click();
  });

describe("the import report", () => {
  it("shows the counts and every line with its status and message", async () => {
    const container = await render(<ImportReport report={report()} />);
    expect(container.querySelector("h2")?.textContent).toBe(texts.dryRunHeading);
    for (const key of ["added", "changed", "unchanged", "refused"])
      expect(container.querySelector(`[data-testid="summary-${key}"]`)?.textContent).toBe("1");
    expect(rows(container)).toEqual([
      ["2", "Add", "BP-1", messages.adds(5)],
      ["3", "Change", "BP-1", messages.changes(1, 0)],
      ["4", "Unchanged", "BP-2", messages.unchanged],
      ["5", "Refused", "NOPE", messages.unknownPart("NOPE")],
    ]);
  });

  it("filters to the refused lines, and says when there are none", async () => {
    const container = await render(<ImportReport report={report()} />);
    await click(field(container, texts.refusedOnly));
    expect(rows(container)).toEqual([["5", "Refused", "NOPE", messages.unknownPart("NOPE")]]);

    const clean = { ...report(), lines: report().lines.slice(0, 1) };
    const other = await render(<ImportReport report={clean} />);
    await click(field(other, texts.refusedOnly));
    expect(rows(other)).toEqual([]);
    expect(other.textContent).toContain(texts.noRefused);
  });

  it("shows the first 500 lines of a long report and says so", async () => {
    const lines = Array.from({ length: 1_200 }, (_, index) => ({
      ...report().lines[0]!,
      line: index + 2,
    }));
    const container = await render(<ImportReport report={{ ...report(), lines }} />);
    expect(rows(container)).toHaveLength(500);
    expect(container.textContent).toContain(texts.shownLines(500, 1_200));
  });
});

describe("the import screen", () => {
  const fetchMock = jest.fn();
  beforeEach(() => {
    fakeModalDialogs();
    fetchMock.mockReset();
    global.fetch = fetchMock;
    jest.mocked(toast.success).mockClear();
    jest.mocked(toast.error).mockClear();
  });

  const csv = "partNumber,yearFrom,make,model\nBP-1,2019,Ford,F-150";

  it("checks the pasted file, then applies the lines that change something after a confirmation", async () => {
    fetchMock
      .mockResolvedValueOnce(jsonAnswer(200, report()))
      .mockResolvedValueOnce(jsonAnswer(200, report(true)));
    const container = await render(<FitmentImportView />);
    expect(button(container, texts.check).disabled).toBe(true);
    await type(field(container, texts.pasteLabel) as unknown as HTMLTextAreaElement, csv);
    await click(button(container, texts.check));
    await settle();
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("/api/fitment/import?dryRun=1");
    expect(init.method).toBe("POST");
    expect(init.body).toBe(csv);
    expect((init.headers as Record<string, string>)["content-type"]).toBe("text/csv");
    expect(rows(container)).toHaveLength(4);

    await click(button(container, texts.apply(2)));
    expect(document.body.textContent).toContain(texts.applyConfirmTitle(2));
    const buttons = [...document.querySelectorAll("dialog button")] as HTMLButtonElement[];
    await click(buttons.find((candidate) => candidate.textContent === texts.apply(2))!);
    await settle();
    expect(fetchMock.mock.calls[1]![0]).toBe("/api/fitment/import");
    expect(toast.success).toHaveBeenCalledWith(texts.applied(2));
    expect(container.textContent).toContain(texts.appliedHeading);
    expect(container.textContent).not.toContain(texts.apply(2));
  });

  it("says when nothing would change, and shows a refused file's error as a toast", async () => {
    const nothing: FitmentImportReport = {
      applied: false,
      summary: { added: 0, changed: 0, unchanged: 1, refused: 0 },
      lines: [report().lines[2]!],
    };
    fetchMock
      .mockResolvedValueOnce(jsonAnswer(200, nothing))
      .mockResolvedValueOnce(jsonAnswer(400, { error: messages.noLines }));
    const container = await render(<FitmentImportView />);
    const paste = field(container, texts.pasteLabel) as unknown as HTMLTextAreaElement;
    await type(paste, csv);
    await click(button(container, texts.check));
    await settle();
    expect(container.textContent).toContain(texts.nothingToApply);
    await type(paste, "partNumber");
    expect(container.querySelector('[data-testid="import-line"]')).toBeNull();
    await click(button(container, texts.check));
    await settle();
    expect(toast.error).toHaveBeenCalledWith(messages.noLines);
  });
});
