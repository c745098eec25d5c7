/** @jest-environment jsdom */
import { act } from "react";
import { FleetImportForm } from "@/components/fitment/garage/fleet-import-form";
import { GarageEntryCard } from "@/components/fitment/garage/garage-entry-card";
import { toast } from "@/components/ui/toast";
import { garageScreenTexts as t } from "@/domains/fitment/garage-screen-texts";
import type { GarageEntryJson } from "@/domains/fitment/garage-json";
import { button, field, jsonAnswer, render, settle, type } from "./dom";

jest.mock("@/components/ui/toast", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

// The report's table frame watches its width; jsdom has no layout.
beforeAll(() => {
  global.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

const VAN: GarageEntryJson = {
  _id: "vehicle-f150",
  entryId: "entry-7",
  year: 2019,
  make: "Ford",
  model: "F-150",
  submodel: null,
  engine: "2.7L V6 Turbo",
  vin: "1FTEW1EPXKF001234",
  label: "North Van",
  unitNumber: "U-01",
};
const NAME = "2019 Ford F-150 2.7L V6 Turbo";

const click = (element: Element) =>
  act(async () => {
    (element as HTMLElement).click();
  });

const actions = () => ({
  onShop: jest.fn(),
  onActivate: jest.fn(),
  onSelect: jest.fn(),
  onRemove: jest.fn(),
});

describe("a garage entry", () => {
  it("shows the vehicle, its VIN, label and unit, and Shop parts leads to its parts", async () => {
    const handlers = actions();
    const container = await render(
      <GarageEntryCard entry={VAN} active={false} selected={false} actions={handlers} />,
    );
    expect(container.querySelector("h2")?.textContent).toBe(`North Van · ${NAME}`);
    const facts = [...container.querySelectorAll("dt")].map((term) => [
      term.textContent,
      term.nextElementSibling?.textContent,
    ]);
    expect(facts).toEqual([
      [t.vin, VAN.vin],
      [t.label, "North Van"],
      [t.unitNumber, "U-01"],
    ]);
    const shop = container.querySelector(`a[aria-label="${t.shopPartsFor(NAME)}"]`)!;
    expect(shop.getAttribute("href")).toBe("/allParts?vehicle=vehicle-f150");
    shop.addEventListener("click", (event) => event.preventDefault());
    await click(shop);
    expect(handlers.onShop).toHaveBeenCalledWith(VAN);
  });

  it("asks for its orders, to be made active and to be removed, each with the entry", async () => {
    const handlers = actions();
    const container = await render(
      <GarageEntryCard entry={VAN} active={false} selected actions={handlers} />,
    );
    const ordered = container.querySelector(`[aria-label="${t.orderedBeforeFor(NAME)}"]`)!;
    expect(ordered.getAttribute("aria-pressed")).toBe("true");
    await click(ordered);
    await click(button(container, t.setActive));
    await click(button(container, t.remove));
    expect(handlers.onSelect).toHaveBeenCalledWith(VAN);
    expect(handlers.onActivate).toHaveBeenCalledWith(VAN);
    expect(handlers.onRemove).toHaveBeenCalledWith(VAN);
  });

  it("leaves out what a VIN-less entry does not have, and marks the active one", async () => {
    const plain = { ...VAN, vin: null, label: null, unitNumber: null };
    const container = await render(
      <GarageEntryCard entry={plain} active selected={false} actions={actions()} />,
    );
    expect(container.querySelector("h2")?.textContent).toBe(`${NAME}${t.active}`);
    expect(container.querySelector("dl")).toBeNull();
    expect(container.textContent).not.toContain(t.setActive);
  });
});

describe("the fleet import form", () => {
  const REPORT = {
    added: 1,
    unchanged: 0,
    refused: 1,
    lines: [
      { line: 2, vin: VAN.vin!, status: "added" as const },
      { line: 3, vin: "1FTEW1EP5KF001234", status: "refused" as const, reason: "bad check digit" },
    ],
  };

  it("sends the pasted lines as CSV and shows the counts and each line", async () => {
    const fetchMock = jest.fn().mockResolvedValue(jsonAnswer(200, REPORT));
    global.fetch = fetchMock;
    const onImported = jest.fn();
    const container = await render(<FleetImportForm onImported={onImported} />);
    expect(button(container, t.upload).disabled).toBe(true);
    const csv = `vin,label\n${VAN.vin},North Van\n1FTEW1EP5KF001234,Bad`;
    await type(field(container, t.pasteLabel), csv);
    await click(button(container, t.upload));
    await settle();
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("/api/garage/import");
    expect(init.method).toBe("POST");
    expect(new Headers(init.headers).get("content-type")).toBe("text/csv");
    expect(init.body).toBe(csv);
    expect(onImported).toHaveBeenCalled();
    expect(container.querySelector('[data-testid="fleet-report-counts"]')?.textContent).toBe(
      t.reportCounts(1, 0, 1),
    );
    const lines = [...container.querySelectorAll('[data-testid="fleet-report-line"]')].map((row) =>
      [...row.querySelectorAll("td")].map((cell) => cell.textContent),
    );
    expect(lines).toEqual([
      ["2", VAN.vin, "Added", ""],
      ["3", "1FTEW1EP5KF001234", "Refused", "bad check digit"],
    ]);
  });

  it("shows the server's refusal of the whole file and no report", async () => {
    global.fetch = jest
      .fn()
      .mockResolvedValue(
        jsonAnswer(400, { error: "The fleet file's first line must be a header" }),
      );
    const onImported = jest.fn();
    const container = await render(<FleetImportForm onImported={onImported} />);
    await type(field(container, t.pasteLabel), "nothing,here");
    await click(button(container, t.upload));
    await settle();
    expect(toast.error).toHaveBeenCalledWith("The fleet file's first line must be a header");
    expect(onImported).not.toHaveBeenCalled();
    expect(container.querySelector('[data-testid="fleet-report-counts"]')).toBeNull();
  });

  it("offers the example file as a download of its header and a line", async () => {
    const container = await render(<FleetImportForm onImported={jest.fn()} />);
    const example = container.querySelector("a[download]")!;
    expect(example.getAttribute("download")).toBe(t.exampleFile);
    expect(decodeURIComponent(example.getAttribute("href")!.split(",")[1]!)).toBe(t.exampleCsv);
    expect(t.exampleCsv.split("\n")[0]).toBe("vin,label,unit");
  });
});
