/** @jest-environment jsdom */
import { SWRConfig } from "swr";
import { VehiclePicker } from "@/components/fitment/vehicles/vehicle-picker";
import type { VehicleJson } from "@/domains/fitment/vehicle-json";
import { button, choose, fetchCalls, field, jsonAnswer, render, settle, submit } from "./dom";

const vehicle = (id: string, submodel: string | null, engine: string | null): VehicleJson => ({
  _id: id,
  year: 2019,
  make: "Testmake",
  model: "Roadster",
  submodel,
  engine,
});
const BASE = vehicle("base", null, null);
const XLT_V6 = vehicle("xlt-v6", "XLT", "2.7L V6");
const V6 = vehicle("v6", null, "2.7L V6");

/** The vehicle API as the picker calls it. */
function answer(url: string) {
  const { pathname, searchParams } = new URL(url, "http://shop.test");
  switch (pathname) {
    case "/api/vehicles/years":
      return [2018, 2019];
    case "/api/vehicles/makes":
      return searchParams.get("year") === "2019" ? ["Othermake", "Testmake"] : ["Oldmake"];
    case "/api/vehicles/models":
      return ["Roadster"];
    case "/api/vehicles/engines":
      return ["2.7L V6", "5.0L V8"];
    case "/api/vehicles":
      return searchParams.get("engine") ? [XLT_V6, V6] : [BASE, XLT_V6, V6];
    default:
      throw new Error(`Unexpected call ${url}`);
  }
}

const fetchMock = jest.fn(async (url: string) => jsonAnswer(200, answer(url)));
beforeEach(() => {
  fetchMock.mockClear();
  global.fetch = fetchMock as unknown as typeof fetch;
});

async function renderPicker(onPick: (v: VehicleJson) => void) {
  const container = await render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <VehiclePicker onPick={onPick} submitLabel="Go" />
    </SWRConfig>,
  );
  await settle();
  return container;
}

const options = (select: HTMLElement) =>
  [...select.querySelectorAll("option")].map((option) => option.textContent);

describe("VehiclePicker", () => {
  it("fills each select from the one before it, disabled until its parent is chosen", async () => {
    const container = await renderPicker(jest.fn());
    const [year, make, model, engine] = ["Year", "Make", "Model", "Engine"].map((label) =>
      field(container, label),
    ) as unknown as HTMLSelectElement[];
    expect(options(year!)).toEqual(["Year", "2018", "2019"]);
    expect(make!.disabled && model!.disabled && engine!.disabled).toBe(true);
    expect(button(container, "Go").disabled).toBe(true);

    await choose(year!, "2019");
    await settle();
    expect(make!.disabled).toBe(false);
    expect(options(make!)).toEqual(["Make", "Othermake", "Testmake"]);
    await choose(make!, "Testmake");
    await settle();
    await choose(model!, "Roadster");
    await settle();
    expect(options(engine!)).toEqual(["Any engine", "2.7L V6", "5.0L V8"]);
    expect(button(container, "Go").disabled).toBe(false);
    expect(fetchCalls(fetchMock).map((call) => call.url)).toEqual([
      "/api/vehicles/years",
      "/api/vehicles/makes?year=2019",
      "/api/vehicles/models?year=2019&make=Testmake",
      "/api/vehicles/engines?year=2019&make=Testmake&model=Roadster",
    ]);

    // A new year clears what depended on the old one.
    await choose(year!, "2018");
    await settle();
    expect([make!.value, model!.value, engine!.value]).toEqual(["", "", ""]);
    expect(model!.disabled).toBe(true);
    expect(options(make!)).toEqual(["Make", "Oldmake"]);
  });

  async function pickAndSubmit(engineValue: string) {
    const onPick = jest.fn();
    const container = await renderPicker(onPick);
    await choose(field(container, "Year"), "2019");
    await settle();
    await choose(field(container, "Make"), "Testmake");
    await settle();
    await choose(field(container, "Model"), "Roadster");
    await settle();
    await choose(field(container, "Engine"), engineValue);
    await submit(container.querySelector("form")!);
    await settle();
    return { onPick, lastUrl: fetchCalls(fetchMock).at(-1)?.url };
  }

  it("resolves no engine to the base vehicle", async () => {
    const { onPick, lastUrl } = await pickAndSubmit("");
    expect(lastUrl).toBe("/api/vehicles?year=2019&make=Testmake&model=Roadster");
    expect(onPick).toHaveBeenCalledWith(BASE);
  });

  it("resolves an engine to its record without a submodel", async () => {
    const { onPick, lastUrl } = await pickAndSubmit("2.7L V6");
    expect(lastUrl).toBe("/api/vehicles?year=2019&make=Testmake&model=Roadster&engine=2.7L+V6");
    expect(onPick).toHaveBeenCalledWith(V6);
  });
});
