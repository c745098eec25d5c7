/** @jest-environment node */
// GET /api/vehicles/vin/{vin}: VINs of demo vehicles decoded offline (corgi's vPIC copy) and
// matched to their records, VINs the shop or vPIC does not know, refused VINs, name variants,
// the rate limit, and resolveVinVehicle (what the garage and the fleet import store).
import { and, eq } from "drizzle-orm";
import { GET as getVin } from "@/app/api/vehicles/vin/[vin]/route";
import { resolveVinVehicle } from "@/domains/fitment/server";
import type { VinLookup } from "@/domains/fitment/vin-json";
import { vinMessages } from "@/domains/fitment/fitment-texts";
import { TOO_MANY_ATTEMPTS } from "@/lib/security/rate-limit";
import { getDb } from "@/lib/db";
import { vehicles } from "@/models";
import { fromAddress } from "../../helpers/accounts";
import { callRoute } from "../../helpers/call-route";
import { createVehicle } from "../../helpers/vehicles";
import {
  ACCORD_2003_VIN,
  BAD_VINS,
  C_CLASS_2013_VIN,
  DEMO_VINS,
  NOT_IN_SHOP_VIN,
  SEVERAL_ENGINES_VIN,
  UNKNOWN_VIN,
} from "../../fixtures/vins";

// Read by config() on its first call: a budget this file's other calls stay under.
const LIMIT = 40;
process.env.VIN_LOOKUP_RATE_LIMIT = String(LIMIT);

const lookUp = (vin: string, headers: Record<string, string> = {}) =>
  callRoute(getVin, `/api/vehicles/vin/${encodeURIComponent(vin)}`, {
    params: { vin },
    headers,
  });

async function vehicleId(year: number, make: string, model: string, engine = "", submodel = "") {
  const [row] = await (
    await getDb()
  )
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(
      and(
        eq(vehicles.year, year),
        eq(vehicles.make, make),
        eq(vehicles.model, model),
        eq(vehicles.submodel, submodel),
        eq(vehicles.engine, engine),
      ),
    );
  if (!row) throw new Error(`No ${year} ${make} ${model} ${submodel} ${engine}`);
  return row.id;
}

describe("GET /api/vehicles/vin/{vin} with demo vehicles' VINs", () => {
  it.each(Object.entries(DEMO_VINS))("%s resolves to its one record", async (_name, demo) => {
    const { status, body } = await lookUp(demo.vin);
    expect(status).toBe(200);
    const submodel = "submodel" in demo ? demo.submodel : "";
    const id = await vehicleId(demo.year, demo.make, demo.model, demo.engine, submodel);
    const answer = body as VinLookup;
    expect(answer).toMatchObject({ vin: demo.vin, valid: true, year: demo.year });
    expect(answer.vehicles).toEqual([
      {
        _id: id,
        year: demo.year,
        make: demo.make,
        model: demo.model,
        submodel: submodel || null,
        engine: demo.engine,
      },
    ]);
  });

  it("answers what the VIN says: the 2019 F-150's make, model, engine and body", async () => {
    const { body } = await lookUp(DEMO_VINS.f150.vin);
    expect(body).toMatchObject({
      make: "Ford",
      model: "F-150",
      engine: "2.7L 6 cyl.",
      bodyClass: "Pickup",
    });
  });

  it("normalises the VIN: lower case, spaces and dashes", async () => {
    const typed = ` 1ftew1ep-xkf 001234 `;
    const { status, body } = await lookUp(typed);
    expect(status).toBe(200);
    expect((body as VinLookup).vin).toBe(DEMO_VINS.f150.vin);
    expect((body as VinLookup).vehicles).toHaveLength(1);
  });

  it("answers the engine choices when several configurations have the VIN's engine", async () => {
    const { body } = await lookUp(SEVERAL_ENGINES_VIN);
    const answer = body as VinLookup;
    expect(answer).toMatchObject({ year: 2019, make: "Honda", model: "Civic", trim: "EX" });
    expect(answer.vehicles.map((v) => [v.submodel, v.engine])).toEqual([
      [null, "1.5L L4 Turbo"],
      ["Si", "1.5L L4 Turbo"],
    ]);
  });
});

describe("VINs the shop or the decoder does not know", () => {
  it("a decoded model the shop does not sell: valid, decoded, no vehicles", async () => {
    const { status, body } = await lookUp(NOT_IN_SHOP_VIN);
    expect(status).toBe(200);
    expect(body).toMatchObject({ valid: true, year: 2019, make: "Ford", model: "Fiesta" });
    expect((body as VinLookup).vehicles).toEqual([]);
  });

  it("a valid VIN vPIC cannot decode: the year and the WMI's make only", async () => {
    const { status, body } = await lookUp(UNKNOWN_VIN);
    expect(status).toBe(200);
    expect(body).toEqual({
      vin: UNKNOWN_VIN,
      valid: true,
      year: 2019,
      make: "Ford",
      model: null,
      trim: null,
      engine: null,
      bodyClass: null,
      vehicles: [],
    });
  });
});

describe("refused VINs (400 with the reason)", () => {
  it.each([
    ["16 characters", BAD_VINS.short, vinMessages.length(16)],
    ["18 characters", BAD_VINS.long, vinMessages.length(18)],
    ["an O", BAD_VINS.forbiddenLetter, vinMessages.forbiddenLetters],
    ["a *", BAD_VINS.badCharacter, vinMessages.badCharacters],
    ["a wrong check digit", BAD_VINS.checkDigit, vinMessages.checkDigit("X", "5")],
    ["blank", "  ", vinMessages.required],
  ])("%s", async (_label, vin, reason) => {
    const { status, body } = await lookUp(vin);
    expect(status).toBe(400);
    expect((body as { error: string }).error).toBe(reason);
  });

  it("resolveVinVehicle refuses them too, with the same reason", async () => {
    await expect(resolveVinVehicle(BAD_VINS.checkDigit)).rejects.toMatchObject({
      status: 400,
      message: vinMessages.checkDigit("X", "5"),
    });
  });
});

describe("name variants", () => {
  it("matches records spelt in capitals, without dashes or with spaces", async () => {
    const accord = await createVehicle({ year: 2003, make: "HONDA", model: "ACCORD" });
    const accordV6 = await createVehicle({
      year: 2003,
      make: "HONDA",
      model: "ACCORD",
      engine: "3.0L V6",
    });
    await createVehicle({ year: 2003, make: "HONDA", model: "ACCORD", engine: "2.4L L4" });
    // vPIC: "Mercedes-Benz", "C-Class", 3.5 litres, 6 cylinders.
    await createVehicle({ year: 2013, make: "MERCEDES BENZ", model: "C Class" });
    const cClass = await createVehicle({
      year: 2013,
      make: "MERCEDES BENZ",
      model: "C Class",
      engine: "3.5L V6",
    });
    const honda = (await lookUp(ACCORD_2003_VIN)).body as VinLookup;
    // vPIC gives this Accord's cylinders only: they pick the V6.
    expect(honda.vehicles.map((v) => v._id)).toEqual([accordV6]);
    expect((await resolveVinVehicle(ACCORD_2003_VIN)).vehicleId).toBe(accordV6);
    const mercedes = (await lookUp(C_CLASS_2013_VIN)).body as VinLookup;
    expect(mercedes.vehicles.map((v) => v._id)).toEqual([cClass]);
    expect(accord).not.toBe(accordV6);
  });
});

describe("resolveVinVehicle", () => {
  it("is the single match's id", async () => {
    const { lookup, vehicleId: id } = await resolveVinVehicle(DEMO_VINS.camry.vin);
    expect(id).toBe(await vehicleId(2018, "Toyota", "Camry", "2.5L L4"));
    expect(lookup.vehicles.map((v) => v._id)).toEqual([id]);
  });

  it("is the base vehicle when several engine configurations match", async () => {
    const { lookup, vehicleId: id } = await resolveVinVehicle(SEVERAL_ENGINES_VIN);
    expect(lookup.vehicles).toHaveLength(2);
    expect(id).toBe(await vehicleId(2019, "Honda", "Civic"));
  });

  it("is null when nothing matches", async () => {
    expect((await resolveVinVehicle(NOT_IN_SHOP_VIN)).vehicleId).toBeNull();
    expect((await resolveVinVehicle(UNKNOWN_VIN)).vehicleId).toBeNull();
  });
});

it(`allows ${LIMIT} lookups per address in 15 minutes, then answers 429`, async () => {
  const address = fromAddress("203.0.113.33");
  for (let i = 0; i < LIMIT; i += 1)
    expect((await lookUp(DEMO_VINS.civic.vin, address)).status).toBe(200);
  const refused = await lookUp(DEMO_VINS.civic.vin, address);
  expect(refused.status).toBe(429);
  expect((refused.body as { error: string }).error).toBe(TOO_MANY_ATTEMPTS);
  expect((await lookUp(DEMO_VINS.civic.vin, fromAddress("203.0.113.34"))).status).toBe(200);
});
