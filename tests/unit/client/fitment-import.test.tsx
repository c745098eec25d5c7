/** @jest-environment jsdom */
import { act } from "react";
import { ImportReport } from "@/components/fitment/admin/import-report";
import { FitmentImportView } from "@/components/fitment/admin/import-view";
import { toast } from "@/components/ui/toast";
import {
  fitmentAdminTexts as texts,
  fitmentCsvMessages as messages,
} from "@/domains/fitment/fitment-csv";
import type { FitmentImportReport } from "@/domains/fitment/fitment-report";
import { tableTexts } from "@/lib/tables/table-texts";
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

const kept = { reportId: "report-1", expiresAt: "2030-01-01T00:00:00.000Z" };
const report = (applied = false): FitmentImportReport => ({
  applied,
  summary: { added: 1, changed: 1, unchanged: 1, refused: 1 },
  lines: [
    { line: 2, status: "add", partNumber: "BP-1", message: messages.adds(5) },
    { line: 3, status: "change", partNumber: "BP-1", message: messages.changes(1, 0) },
    { line: 4, status: "unchanged", partNumber: "BP-2", message: messages.unchanged },
    { line: 5, status: "refused", partNumber: "NOPE", message: messages.unknownPart("NOPE") },
  ],
  lineCount: 4,
  ...kept,
});

/** A page of `GET …/lines` with its paging headers. */
const pageAnswer = (rows: unknown[], total: number, page: number, pageCount: number) =>
  ({
    ok: true,
    status: 200,
    json: async () => rows,
    headers: new Headers({
      "X-Total-Count": String(total),
      "X-Page": String(page),
      "X-Page-Count": String(pageCount),
    }),
  }) as Response;

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

    const clean = { ...report(), lines: report().lines.slice(0, 1), lineCount: 1 };
    const other = await render(<ImportReport report={clean} />);
    await click(field(other, texts.refusedOnly));
    expect(rows(other)).toEqual([]);
    expect(other.textContent).toContain(texts.noRefused);
  });

  it("pages through a long report, asking the server for the lines the answer did not carry", async () => {
    const fetchMock = jest.fn();
    global.fetch = fetchMock;
    const line = (at: number, status: "add" | "refused" = "add") => ({
      ...report().lines[status === "add" ? 0 : 3]!,
      line: at + 2,
    });
    const long: FitmentImportReport = {
      ...report(),
      summary: { added: 119, changed: 0, unchanged: 0, refused: 1 },
      lines: Array.from({ length: 50 }, (_, at) => line(at)),
      lineCount: 120,
    };
    const container = await render(<ImportReport report={long} />);
    expect(rows(container)).toHaveLength(50);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(container.textContent).toContain(tableTexts.pageOf(1, 3));

    fetchMock.mockResolvedValueOnce(
      pageAnswer(
        Array.from({ length: 50 }, (_, at) => line(at + 50)),
        120,
        2,
        3,
      ),
    );
    await click(button(container, tableTexts.next));
    await settle();
    expect(fetchMock.mock.calls[0]![0]).toBe("/api/fitment/import/report-1/lines?page=2&limit=50");
    expect(rows(container)[0]![0]).toBe("52");
    expect(container.textContent).toContain(tableTexts.pageOf(2, 3));

    fetchMock.mockResolvedValueOnce(pageAnswer([line(119, "refused")], 1, 1, 1));
    await click(field(container, texts.refusedOnly));
    await settle();
    expect(fetchMock.mock.calls[1]![0]).toBe(
      "/api/fitment/import/report-1/lines?page=1&limit=50&status=refused",
    );
    expect(rows(container)).toEqual([["121", "Refused", "NOPE", messages.unknownPart("NOPE")]]);
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
      lineCount: 1,
      ...kept,
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
