/** @jest-environment node */
// My Garage: each signed-in user's own saved vehicles, newest first, at most 10.
import type { VehicleJson } from "@/domains/fitment/vehicle-json";
import { createUser } from "../../helpers/accounts";
import { createVehicle } from "../../helpers/vehicles";
import { addToGarage, errorOf, garageOf, removeFromGarage } from "./fitment-calls";

const MAKE = "Testmake Garage";

const vehicles: string[] = [];
beforeAll(async () => {
  for (let year = 1960; year <= 1971; year += 1)
    vehicles.push(await createVehicle({ year, make: MAKE, model: "Shed" }));
});

const idsOf = (body: unknown) => (body as VehicleJson[]).map((vehicle) => vehicle._id);

describe("GET, POST and DELETE /api/garage", () => {
  it("starts empty, lists the newest first, and keeps a vehicle added twice once", async () => {
    const user = await createUser();
    expect(await garageOf(user)).toMatchObject({ status: 200, body: [] });
    expect(idsOf((await addToGarage(user, { vehicleId: vehicles[0] })).body)).toEqual([
      vehicles[0],
    ]);
    const two = await addToGarage(user, { vehicleId: vehicles[1] });
    expect(two.status).toBe(200);
    expect(idsOf(two.body)).toEqual([vehicles[1], vehicles[0]]);
    expect((two.body as VehicleJson[])[0]).toEqual({
      _id: vehicles[1],
      year: 1961,
      make: MAKE,
      model: "Shed",
      submodel: null,
      engine: null,
      entryId: expect.any(String),
      vin: null,
      label: null,
      unitNumber: null,
    });
    const again = await addToGarage(user, { vehicleId: vehicles[0] });
    expect(again.status).toBe(200);
    expect(idsOf(again.body)).toEqual([vehicles[1], vehicles[0]]);
    expect(idsOf((await garageOf(user)).body)).toEqual([vehicles[1], vehicles[0]]);
  });

  it("removes a vehicle and answers what is left", async () => {
    const user = await createUser();
    await addToGarage(user, { vehicleId: vehicles[0] });
    await addToGarage(user, { vehicleId: vehicles[1] });
    const left = await removeFromGarage(user, vehicles[0]!);
    expect(left.status).toBe(200);
    expect(idsOf(left.body)).toEqual([vehicles[1]]);
    const gone = await removeFromGarage(user, vehicles[0]!);
    expect(gone.status).toBe(404);
    expect(errorOf(gone)).toBe("This vehicle is not in your garage.");
  });

  it("holds at most 10 vehicles; an 11th is a 409, one already there is still fine", async () => {
    const user = await createUser();
    for (const vehicleId of vehicles.slice(0, 10))
      expect((await addToGarage(user, { vehicleId })).status).toBe(200);
    const eleventh = await addToGarage(user, { vehicleId: vehicles[10] });
    expect(eleventh.status).toBe(409);
    expect(errorOf(eleventh)).toBe(
      "Your garage holds at most 10 vehicles. Remove one to add another.",
    );
    expect((await addToGarage(user, { vehicleId: vehicles[3] })).status).toBe(200);
    expect((await garageOf(user)).body).toHaveLength(10);
  });

  it("keeps the limit when many adds arrive at once", async () => {
    const user = await createUser();
    const answers = await Promise.all(
      vehicles.map((vehicleId) => addToGarage(user, { vehicleId })),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(10);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(2);
    expect((await garageOf(user)).body).toHaveLength(10);
  });

  it("keeps each user's garage their own", async () => {
    const [a, b] = await Promise.all([createUser(), createUser()]);
    await addToGarage(a, { vehicleId: vehicles[5] });
    expect((await garageOf(b)).body).toEqual([]);
    const taken = await removeFromGarage(b, vehicles[5]!);
    expect(taken.status).toBe(404);
    expect(idsOf((await garageOf(a)).body)).toEqual([vehicles[5]]);
  });

  it("refuses guests with 401", async () => {
    expect((await garageOf(null)).status).toBe(401);
    expect((await addToGarage(null, { vehicleId: vehicles[0] })).status).toBe(401);
    expect((await removeFromGarage(null, vehicles[0]!)).status).toBe(401);
  });

  it.each([
    [{}, 400, "vehicleId is required"],
    [[], 400, "Send { vehicleId }, or { vin } with an optional label and unitNumber."],
    [{ vehicleId: "bad id!" }, 400, "vehicleId is invalid"],
    [{ vehicleId: 7 }, 400, "vehicleId is required"],
    [{ vehicleId: "no-such-vehicle" }, 404, "Vehicle not found"],
  ])("refuses %j", async (body, status, message) => {
    const answer = await addToGarage(await createUser(), body);
    expect(answer.status).toBe(status);
    expect(errorOf(answer)).toBe(message);
  });

  it("answers 404 for removing a vehicle id that cannot exist", async () => {
    expect((await removeFromGarage(await createUser(), "bad id!")).status).toBe(404);
  });
});
