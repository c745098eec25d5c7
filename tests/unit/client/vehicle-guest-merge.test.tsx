/** @jest-environment jsdom */
import { mergeGuestGarage, saveToGarage } from "@/domains/fitment/client/garage";
import { addToGuestGarage, readGuestGarage } from "@/domains/fitment/client/guest-garage";
import { ACCESS_TOKEN_KEY } from "@/lib/client/access-token";
import { forgetSession } from "@/lib/client/session";
import type { VehicleJson } from "@/domains/fitment/vehicle-json";
import { GARAGE_MAX } from "@/lib/validation/limits";
import { fetchCalls, jsonAnswer } from "./dom";

const vehicle = (n: number): VehicleJson => ({
  _id: `v${n}`,
  year: 2000 + n,
  make: "Testmake",
  model: "Roadster",
  submodel: null,
  engine: null,
});

const fetchMock = jest.fn();
beforeEach(() => {
  localStorage.clear();
  forgetSession();
  fetchMock.mockReset();
  global.fetch = fetchMock;
});

/** Saves guest vehicles in this order (the last saved is the newest). */
const saveAsGuest = (...numbers: number[]) => numbers.forEach((n) => addToGuestGarage(vehicle(n)));

describe("the guest garage", () => {
  it("keeps the newest first, once each, at most the account's limit", () => {
    saveAsGuest(1, 2, 1);
    expect(readGuestGarage().map((v) => v._id)).toEqual(["v1", "v2"]);
    saveAsGuest(...Array.from({ length: GARAGE_MAX }, (_, i) => i + 10));
    expect(readGuestGarage()).toHaveLength(GARAGE_MAX);
    expect(readGuestGarage()[0]!._id).toBe(`v${GARAGE_MAX + 9}`);
  });

  it("is where a guest's choice goes, without a call to the account's garage", async () => {
    fetchMock.mockResolvedValueOnce(jsonAnswer(200, { user: null }));
    expect(await saveToGarage(vehicle(1))).toBe("guest");
    expect(readGuestGarage().map((v) => v._id)).toEqual(["v1"]);
    expect(fetchCalls(fetchMock)).toEqual([
      { method: "GET", url: "/api/account/session", body: undefined },
    ]);
  });

  it("is where the choice goes when the session ended meanwhile (the garage answers 401)", async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, "expired-token");
    fetchMock.mockResolvedValueOnce(jsonAnswer(401, { error: "Please sign in" }));
    expect(await saveToGarage(vehicle(1))).toBe("guest");
    expect(readGuestGarage().map((v) => v._id)).toEqual(["v1"]);
  });

  it("is not touched when the account saved the vehicle", async () => {
    fetchMock
      .mockResolvedValueOnce(jsonAnswer(200, { user: { name: "Casey" } }))
      .mockResolvedValueOnce(jsonAnswer(200, [vehicle(1)]));
    expect(await saveToGarage(vehicle(1))).toBe("account");
    expect(readGuestGarage()).toEqual([]);
  });
});

describe("mergeGuestGarage at sign-in", () => {
  it("adds the vehicles the account lacks, oldest first, then clears the browser's list", async () => {
    saveAsGuest(1, 2, 3);
    fetchMock
      .mockResolvedValueOnce(jsonAnswer(200, [vehicle(2)]))
      .mockResolvedValue(jsonAnswer(200, []));
    expect(await mergeGuestGarage()).toEqual({ added: 2, full: false });
    expect(fetchCalls(fetchMock)).toEqual([
      { method: "GET", url: "/api/garage", body: undefined },
      { method: "POST", url: "/api/garage", body: { vehicleId: "v1" } },
      { method: "POST", url: "/api/garage", body: { vehicleId: "v3" } },
    ]);
    expect(readGuestGarage()).toEqual([]);
  });

  it("adds only as many as the account has room for, keeping the newest", async () => {
    saveAsGuest(1, 2, 3);
    const account = Array.from({ length: GARAGE_MAX - 1 }, (_, i) => vehicle(i + 50));
    fetchMock
      .mockResolvedValueOnce(jsonAnswer(200, account))
      .mockResolvedValue(jsonAnswer(200, []));
    expect(await mergeGuestGarage()).toEqual({ added: 1, full: true });
    expect(fetchCalls(fetchMock).slice(1)).toEqual([
      { method: "POST", url: "/api/garage", body: { vehicleId: "v3" } },
    ]);
    expect(readGuestGarage()).toEqual([]);
  });

  it("stops at the server's 409 and skips a vehicle no longer listed", async () => {
    saveAsGuest(1, 2, 3);
    fetchMock
      .mockResolvedValueOnce(jsonAnswer(200, []))
      .mockResolvedValueOnce(jsonAnswer(404, { error: "Vehicle not found" }))
      .mockResolvedValueOnce(jsonAnswer(409, { error: "full" }));
    expect(await mergeGuestGarage()).toEqual({ added: 0, full: true });
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(readGuestGarage()).toEqual([]);
  });

  it("asks nothing when the guest saved nothing", async () => {
    expect(await mergeGuestGarage()).toEqual({ added: 0, full: false });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
