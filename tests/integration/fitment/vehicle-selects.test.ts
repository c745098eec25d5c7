/** @jest-environment node */
// The cascading vehicle selects (years → makes → models → engines → vehicles) and a vehicle by
// id, on vehicles of the test's own (makes no demo vehicle has).
import type { VehicleJson } from "@/domains/fitment/vehicle-json";
import { createVehicle } from "../../helpers/vehicles";
import {
  errorOf,
  vehicleById,
  vehicleEngines,
  vehicleMakes,
  vehicleModels,
  vehicleYears,
  vehiclesOf,
} from "./fitment-calls";

const MAKE = "Testmake Selects";
const OTHER_MAKE = "Testmake Abacus";

const ids: Record<string, string> = {};
beforeAll(async () => {
  ids.base = await createVehicle({ year: 1931, make: MAKE, model: "Zephyr" });
  ids.turbo = await createVehicle({
    year: 1931,
    make: MAKE,
    model: "Zephyr",
    engine: "2.0L L4 Turbo",
  });
  ids.v6 = await createVehicle({ year: 1931, make: MAKE, model: "Zephyr", engine: "3.0L V6" });
  ids.sport = await createVehicle({
    year: 1931,
    make: MAKE,
    model: "Zephyr",
    submodel: "Sport",
    engine: "3.0L V6",
  });
  ids.alto = await createVehicle({ year: 1931, make: MAKE, model: "Alto" });
  ids.abacus = await createVehicle({ year: 1931, make: OTHER_MAKE, model: "Bead" });
  ids.later = await createVehicle({ year: 1932, make: MAKE, model: "Zephyr" });
});

describe("GET /api/vehicles/years, makes, models, engines", () => {
  it("lists every year once, ascending", async () => {
    const { status, body } = await vehicleYears();
    expect(status).toBe(200);
    const years = body as number[];
    expect(years).toEqual(expect.arrayContaining([1931, 1932]));
    expect(years).toEqual([...new Set(years)].sort((a, b) => a - b));
  });

  it("lists a year's makes, a make's models and a model's engines, sorted", async () => {
    expect((await vehicleMakes({ year: "1931" })).body).toEqual([OTHER_MAKE, MAKE]);
    expect((await vehicleModels({ year: "1931", make: MAKE })).body).toEqual(["Alto", "Zephyr"]);
    expect((await vehicleModels({ year: "1932", make: MAKE })).body).toEqual(["Zephyr"]);
    expect((await vehicleEngines({ year: "1931", make: MAKE, model: "Zephyr" })).body).toEqual([
      "2.0L L4 Turbo",
      "3.0L V6",
    ]);
    expect((await vehicleEngines({ year: "1931", make: MAKE, model: "Alto" })).body).toEqual([]);
  });

  it("matches names whatever their case and spaces, answering the stored spelling", async () => {
    const models = await vehicleModels({ year: " 1931 ", make: ` ${MAKE.toUpperCase()} ` });
    expect(models.body).toEqual(["Alto", "Zephyr"]);
  });

  it("answers an empty list for a combination nobody has", async () => {
    expect((await vehicleMakes({ year: "1900" })).body).toEqual([]);
    expect((await vehicleModels({ year: "1931", make: "Nomake" })).body).toEqual([]);
    expect((await vehicleEngines({ year: "1932", make: MAKE, model: "Alto" })).body).toEqual([]);
    expect((await vehiclesOf({ year: "1931", make: MAKE, model: "Nomodel" })).body).toEqual([]);
  });

  it.each([
    ["makes", () => vehicleMakes({}), "year is required."],
    ["makes", () => vehicleMakes({ year: "" }), "year is required."],
    [
      "makes",
      () => vehicleMakes({ year: "19x1" }),
      "year must be a whole number from 1900 to 2100.",
    ],
    [
      "makes",
      () => vehicleMakes({ year: "1931.5" }),
      "year must be a whole number from 1900 to 2100.",
    ],
    [
      "makes",
      () => vehicleMakes({ year: "3000" }),
      "year must be a whole number from 1900 to 2100.",
    ],
    ["models", () => vehicleModels({ year: "1931" }), "make is required."],
    ["models", () => vehicleModels({ year: "1931", make: "  " }), "make is required."],
    [
      "models",
      () => vehicleModels({ year: "1931", make: "x".repeat(61) }),
      "make is at most 60 characters.",
    ],
    [
      "models",
      () => vehicleModels({ year: "1931", make: "a\u0000b" }),
      "make contains a character that is not allowed.",
    ],
    ["engines", () => vehicleEngines({ year: "1931", make: MAKE }), "model is required."],
    ["vehicles", () => vehiclesOf({ year: "1931", make: MAKE }), "model is required."],
    ["vehicles", () => vehiclesOf({ make: MAKE, model: "Zephyr" }), "year is required."],
  ])("refuses bad input to %s with a 400 that names it", async (_, call, message) => {
    const answer = await call();
    expect(answer.status).toBe(400);
    expect(errorOf(answer)).toBe(message);
  });
});

describe("GET /api/vehicles", () => {
  const idsOf = (body: unknown) => (body as VehicleJson[]).map((vehicle) => vehicle._id);

  it("lists a model year's records, the base vehicle first, blanks as null", async () => {
    const { status, body } = await vehiclesOf({ year: "1931", make: MAKE, model: "Zephyr" });
    expect(status).toBe(200);
    expect(idsOf(body)).toEqual([ids.base, ids.turbo, ids.v6, ids.sport]);
    expect((body as VehicleJson[])[0]).toEqual({
      _id: ids.base,
      year: 1931,
      make: MAKE,
      model: "Zephyr",
      submodel: null,
      engine: null,
    });
  });

  it("narrows to an engine's configurations; a blank engine is none", async () => {
    const v6 = await vehiclesOf({ year: "1931", make: MAKE, model: "Zephyr", engine: "3.0l v6" });
    expect(idsOf(v6.body)).toEqual([ids.v6, ids.sport]);
    const blank = await vehiclesOf({ year: "1931", make: MAKE, model: "Zephyr", engine: "" });
    expect(idsOf(blank.body)).toHaveLength(4);
    const none = await vehiclesOf({ year: "1931", make: MAKE, model: "Zephyr", engine: "9.9L" });
    expect(none.body).toEqual([]);
  });
});

describe("GET /api/vehicles/{id}", () => {
  it("answers the vehicle", async () => {
    const { status, body } = await vehicleById(ids.sport!);
    expect(status).toBe(200);
    expect(body).toEqual({
      _id: ids.sport,
      year: 1931,
      make: MAKE,
      model: "Zephyr",
      submodel: "Sport",
      engine: "3.0L V6",
    });
  });

  it.each(["no-such-vehicle", "bad id!", "%00"])("answers 404 for %j", async (id) => {
    const answer = await vehicleById(id);
    expect(answer.status).toBe(404);
    expect(errorOf(answer)).toBe("Vehicle not found");
  });
});
