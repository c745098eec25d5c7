/** @jest-environment jsdom */
import { mergeGuestGarage, saveToGarage } from "@/domains/fitment/client/garage";
import { addToGuestGarage, readGuestGarage } from "@/domains/fitment/client/guest-garage";
import { forgetSession } from "@/lib/client/session";
import type { VehicleJson } from "@/domains/fitment/vehicle-json";
import { fetchCalls, jsonAnswer } from "./dom";

// A vehicle found by its VIN goes to the garage with the VIN, for the garage to show it.
const F150: VehicleJson = {
  _id: "v-f150",
  year: 2019,
  make: "Ford",
  model: "F-150",
  submodel: null,
  engine: "2.7L V6 Turbo",
};
const VIN = "1FTEW1EP6KKD01234";
const OTHER: VehicleJson = { ...F150, _id: "v-other", engine: "5.0L V8" };

const fetchMock = jest.fn();
beforeEach(() => {
  localStorage.clear();
  forgetSession();
  fetchMock.mockReset();
  global.fetch = fetchMock;
});

describe("a vehicle found by VIN in the garage", () => {
  it("is posted to the account's garage by its VIN", async () => {
    fetchMock
      .mockResolvedValueOnce(jsonAnswer(200, { user: { name: "Casey" } }))
      .mockResolvedValueOnce(jsonAnswer(201, [F150]));
    expect(await saveToGarage({ ...F150, vin: VIN })).toBe("account");
    expect(fetchCalls(fetchMock).at(-1)).toEqual({
      method: "POST",
      url: "/api/garage",
      body: { vin: VIN, vehicleId: F150._id },
    });
  });

  it("keeps its VIN in a guest's garage and merges into the account by it", async () => {
    fetchMock.mockResolvedValueOnce(jsonAnswer(200, { user: null }));
    expect(await saveToGarage({ ...F150, vin: VIN })).toBe("guest");
    addToGuestGarage(OTHER);
    expect(readGuestGarage()).toEqual([OTHER, { ...F150, vin: VIN }]);

    fetchMock.mockReset();
    fetchMock.mockResolvedValueOnce(jsonAnswer(200, [])).mockResolvedValue(jsonAnswer(201, []));
    expect(await mergeGuestGarage()).toEqual({ added: 2, full: false });
    expect(fetchCalls(fetchMock).slice(1)).toEqual([
      { method: "POST", url: "/api/garage", body: { vin: VIN, vehicleId: F150._id } },
      { method: "POST", url: "/api/garage", body: { vehicleId: OTHER._id } },
    ]);
    expect(readGuestGarage()).toEqual([]);
  });
});
