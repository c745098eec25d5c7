/** @jest-environment jsdom */
import { act } from "react";
import { renderToString } from "react-dom/server";
import {
  CHOSEN_VEHICLE_KEY,
  chooseVehicle,
  clearChosenVehicle,
  useChosenVehicle,
} from "@/domains/fitment/client/chosen-vehicle";
import type { VehicleJson } from "@/domains/fitment/vehicle-json";
import { render } from "./dom";

// Choosing also saves to the garage; these tests are about the store alone.
jest.mock("@/domains/fitment/client/garage", () => ({
  saveToGarage: jest.fn(async () => "guest"),
}));

const F150: VehicleJson = {
  _id: "v-f150",
  year: 2019,
  make: "Testmake",
  model: "F-150",
  submodel: null,
  engine: "2.7L V6 Turbo",
};

function Shown({ name }: { name: string }) {
  const chosen = useChosenVehicle();
  return (
    <p data-testid={name}>
      {chosen.vehicle ? `${chosen.vehicle.year} ${chosen.vehicle.model}` : "none"}
    </p>
  );
}

beforeEach(() => localStorage.clear());

const text = (container: HTMLElement, name: string) =>
  container.querySelector(`[data-testid="${name}"]`)?.textContent;

describe("useChosenVehicle", () => {
  it("is shared by every component and kept in localStorage", async () => {
    const container = await render(
      <>
        <Shown name="bar" />
        <Shown name="card" />
      </>,
    );
    expect(text(container, "bar")).toBe("none");
    await act(async () => void chooseVehicle(F150));
    expect(text(container, "bar")).toBe("2019 F-150");
    expect(text(container, "card")).toBe("2019 F-150");
    expect(JSON.parse(localStorage.getItem(CHOSEN_VEHICLE_KEY)!)).toEqual(F150);
    await act(async () => clearChosenVehicle());
    expect(text(container, "card")).toBe("none");
    expect(localStorage.getItem(CHOSEN_VEHICLE_KEY)).toBeNull();
  });

  it("follows a choice made in another tab", async () => {
    const container = await render(<Shown name="bar" />);
    await act(async () => {
      localStorage.setItem(CHOSEN_VEHICLE_KEY, JSON.stringify(F150));
      window.dispatchEvent(new StorageEvent("storage", { key: CHOSEN_VEHICLE_KEY }));
    });
    expect(text(container, "bar")).toBe("2019 F-150");
  });

  it("treats a damaged or foreign value as no vehicle", async () => {
    localStorage.setItem(CHOSEN_VEHICLE_KEY, "{not json");
    expect(text(await render(<Shown name="a" />), "a")).toBe("none");
    localStorage.setItem(CHOSEN_VEHICLE_KEY, JSON.stringify({ _id: 3, year: "x" }));
    expect(text(await render(<Shown name="b" />), "b")).toBe("none");
  });

  it("renders no vehicle on the server, whatever the browser keeps", () => {
    localStorage.setItem(CHOSEN_VEHICLE_KEY, JSON.stringify(F150));
    expect(renderToString(<Shown name="ssr" />)).toContain("none");
  });
});
