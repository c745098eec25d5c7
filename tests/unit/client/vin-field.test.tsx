/** @jest-environment jsdom */
import { act } from "react";
import { VinField } from "@/components/fitment/vin/vin-field";
import { ShoppingForBar } from "@/components/fitment/vehicles/shopping-for-bar";
import { CHOSEN_VEHICLE_KEY, chooseVehicle } from "@/domains/fitment/client/chosen-vehicle";
import { vinMessages } from "@/domains/fitment/fitment-texts";
import { vinFieldTexts } from "@/domains/fitment/vin-field-texts";
import type { VehicleJson } from "@/domains/fitment/vehicle-json";
import { vinCheckDigit } from "@/domains/fitment/vin";
import {
  button,
  errorUnder,
  fetchCalls,
  field,
  jsonAnswer,
  render,
  settle,
  submit,
  type,
} from "./dom";

// Choosing also saves to the garage; these tests are about the field and the chosen vehicle.
jest.mock("@/domains/fitment/client/garage", () => ({
  saveToGarage: jest.fn(async () => "guest"),
}));

/** A VIN with the check digit it needs in position 9. */
const withCheckDigit = (draft: string) =>
  `${draft.slice(0, 8)}${vinCheckDigit(draft)}${draft.slice(9)}`;
const F150_VIN = withCheckDigit("1FTEW1EP0KKD01234");

const vehicle = (id: string, engine: string | null): VehicleJson => ({
  _id: id,
  year: 2019,
  make: "Ford",
  model: "F-150",
  submodel: null,
  engine,
});
const V6 = vehicle("v6", "2.7L V6 Turbo");
const V8 = vehicle("v8", "5.0L V8");

const decoded = (vehicles: VehicleJson[]) => ({
  vin: F150_VIN,
  valid: true,
  year: 2019,
  make: "Ford",
  model: "F-150",
  trim: null,
  engine: null,
  bodyClass: null,
  vehicles,
});

const fetchMock = jest.fn();
beforeEach(() => {
  localStorage.clear();
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

async function renderField() {
  const onChosen = jest.fn();
  const container = await render(<VinField size="hero" onChosen={onChosen} />);
  return { container, onChosen, input: field(container, vinFieldTexts.label) };
}

/** Pastes `text` into an empty field, as the browser reports a paste. */
async function paste(input: HTMLInputElement, text: string) {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set;
  await act(async () => {
    setValue?.call(input, text);
    input.dispatchEvent(new InputEvent("input", { bubbles: true, inputType: "insertFromPaste" }));
  });
  await settle();
}

describe("VinField", () => {
  it("looks a pasted VIN up once, normalised, and chooses its one vehicle with the VIN", async () => {
    fetchMock.mockResolvedValue(jsonAnswer(200, decoded([V6])));
    const { onChosen, input } = await renderField();
    await paste(input, ` ${F150_VIN.slice(0, 8).toLowerCase()}-${F150_VIN.slice(8)} `);

    expect(fetchCalls(fetchMock).map((call) => call.url)).toEqual([
      `/api/vehicles/vin/${F150_VIN}`,
    ]);
    expect(onChosen).toHaveBeenCalledTimes(1);
    expect(onChosen).toHaveBeenCalledWith(V6, "guest");
    expect(JSON.parse(localStorage.getItem(CHOSEN_VEHICLE_KEY)!)).toEqual({
      ...V6,
      vin: F150_VIN,
    });
  });

  it("looks a VIN up as soon as its 17th character is typed, not before", async () => {
    fetchMock.mockResolvedValue(jsonAnswer(200, decoded([V6])));
    const { onChosen, input } = await renderField();
    await type(input, F150_VIN.slice(0, 16));
    await settle();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(input.getAttribute("aria-invalid")).toBeNull();
    await type(input, F150_VIN);
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(onChosen).toHaveBeenCalledWith(V6, "guest");
  });

  it("names what is wrong with a VIN under the field, without asking the server", async () => {
    const { container, input } = await renderField();
    await paste(input, F150_VIN.slice(0, 16));
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(errorUnder(input)).toBe(vinMessages.length(16));

    const wrongDigit = F150_VIN.slice(0, 8) + (F150_VIN[8] === "1" ? "2" : "1") + F150_VIN.slice(9);
    await paste(input, wrongDigit);
    expect(errorUnder(input)).toContain("check digit");
    // Enter asks again, and is refused again before any call.
    await submit(container.querySelector("form")!);
    await settle();
    expect(errorUnder(input)).toContain("check digit");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's reason for a VIN it refuses", async () => {
    fetchMock.mockResolvedValue(jsonAnswer(400, { error: "A VIN is letters and digits only." }));
    const { input } = await renderField();
    await paste(input, F150_VIN);
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(errorUnder(input)).toBe("A VIN is letters and digits only.");
  });

  it("offers the engines when the VIN matches several vehicles; picking one chooses it", async () => {
    fetchMock.mockResolvedValue(jsonAnswer(200, decoded([V6, V8])));
    const { container, onChosen, input } = await renderField();
    await paste(input, F150_VIN);
    expect(onChosen).not.toHaveBeenCalled();
    expect(container.textContent).toContain(vinFieldTexts.chooseEngine("2019 Ford F-150"));
    const v8 = button(container, "2019 Ford F-150 5.0L V8");
    expect(button(container, "2019 Ford F-150 2.7L V6 Turbo")).toBeTruthy();
    await act(async () => v8.click());
    await settle();
    expect(onChosen).toHaveBeenCalledWith(V8, "guest");
    expect(JSON.parse(localStorage.getItem(CHOSEN_VEHICLE_KEY)!).vin).toBe(F150_VIN);
  });

  it("says plainly when the shop has no vehicle for the VIN", async () => {
    fetchMock.mockResolvedValue(jsonAnswer(200, decoded([])));
    const { container, onChosen, input } = await renderField();
    await paste(input, F150_VIN);
    expect(onChosen).not.toHaveBeenCalled();
    expect(container.querySelector('[role="status"]')?.textContent).toBe(
      vinFieldTexts.noParts("2019 Ford F-150"),
    );
    expect(input.getAttribute("aria-invalid")).toBeNull();
  });
});

describe("the Shopping for bar", () => {
  it('shows "VIN …1234" beside a vehicle found by its VIN, and no VIN otherwise', async () => {
    await act(async () => void chooseVehicle(V6, F150_VIN));
    const bar = await render(<ShoppingForBar />);
    expect(bar.textContent).toContain(`Shopping for: 2019 Ford F-150 2.7L V6 Turbo VIN …1234`);
    await act(async () => void chooseVehicle(V8));
    expect(bar.textContent).toContain("Shopping for: 2019 Ford F-150 5.0L V8");
    expect(bar.textContent).not.toContain("VIN …");
  });

  it("keeps a vehicle stored before vehicles carried a VIN", async () => {
    localStorage.setItem(CHOSEN_VEHICLE_KEY, JSON.stringify(V6));
    const bar = await render(<ShoppingForBar />);
    expect(bar.textContent).toContain("Shopping for: 2019 Ford F-150 2.7L V6 Turbo");
  });
});
