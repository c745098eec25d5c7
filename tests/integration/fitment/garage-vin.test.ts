/** @jest-environment node */
// My Garage by VIN: an entry saved by a VIN carries it with a label and a unit number, shows the
// shop's vehicle the VIN stands for, is there once however the VIN is typed, and the garage
// can be searched and paged.
import { and, eq } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { garageVehicles } from "@/models";
import { createUser, userByUid } from "../../helpers/accounts";
import { createVehicle } from "../../helpers/vehicles";
import { everything } from "../../helpers/everything";
import { DEMO_VINS, NOT_IN_SHOP_VIN, SEVERAL_ENGINES_VIN, UNKNOWN_VIN } from "../../fixtures/vins";
import { resolveVinVehicle } from "@/domains/fitment/server";
import {
  addToGarage,
  entriesOf,
  errorOf,
  garageOf,
  removeFromGarage,
  sameModelVins,
} from "./garage-calls";

const KNOWN_VIN = DEMO_VINS.f150;

const savedRows = async (uid: string) => {
  const user = (await userByUid(uid))!;
  return (await getDb()).select().from(garageVehicles).where(eq(garageVehicles.userId, user.id));
};

describe("POST /api/garage with a VIN", () => {
  it("saves the VIN's vehicle with the VIN, a label and a unit number, once however typed", async () => {
    const user = await createUser();
    const added = await addToGarage(user, {
      vin: KNOWN_VIN.vin,
      label: "  Van 12, Dallas ",
      unitNumber: "U-0412",
    });
    expect(added.status).toBe(200);
    const [entry] = entriesOf(added);
    expect(entry).toEqual({
      _id: expect.any(String),
      year: KNOWN_VIN.year,
      make: KNOWN_VIN.make,
      model: KNOWN_VIN.model,
      submodel: null,
      engine: KNOWN_VIN.engine,
      entryId: expect.any(String),
      vin: KNOWN_VIN.vin,
      label: "Van 12, Dallas",
      unitNumber: "U-0412",
    });
    const spelled = `${KNOWN_VIN.vin.slice(0, 5).toLowerCase()} ${KNOWN_VIN.vin.slice(5, 11)}-${KNOWN_VIN.vin.slice(11)}`;
    const again = await addToGarage(user, { vin: spelled, label: "another label" });
    expect(again.status).toBe(200);
    expect(entriesOf(again)).toEqual([entry]);
    const rows = await savedRows(user.uid);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: entry!.entryId, vehicleId: entry!._id, companyId: null });
  });

  it("saves the engine the buyer picked among the VIN's choices, and no vehicle the VIN is not", async () => {
    const user = await createUser();
    const { lookup } = await resolveVinVehicle(SEVERAL_ENGINES_VIN);
    const si = lookup.vehicles.find((vehicle) => vehicle.submodel === "Si")!;
    const added = await addToGarage(user, { vin: SEVERAL_ENGINES_VIN, vehicleId: si._id });
    expect(added.status).toBe(200);
    expect(entriesOf(added)).toEqual([
      expect.objectContaining({ _id: si._id, submodel: "Si", vin: SEVERAL_ENGINES_VIN }),
    ]);

    const other = await createUser();
    const before = await everything();
    const f150 = await resolveVinVehicle(KNOWN_VIN.vin);
    const refused = await addToGarage(other, {
      vin: SEVERAL_ENGINES_VIN,
      vehicleId: f150.vehicleId,
    });
    expect(refused.status).toBe(422);
    expect(errorOf(refused)).toMatch(/not one the VIN 2HGFC1F35KH001234 can be/);
    expect(await everything()).toEqual(before);
  });

  it("keeps two vans of one model apart, and apart from the same vehicle saved without a VIN", async () => {
    const user = await createUser();
    const [first, second] = sameModelVins(KNOWN_VIN.vin, 2, 700_001);
    const byVin = entriesOf(await addToGarage(user, { vin: first }));
    await addToGarage(user, { vehicleId: byVin[0]!._id });
    const all = entriesOf(await addToGarage(user, { vin: second, label: null }));
    expect(all.map((entry) => entry.vin)).toEqual([second, null, first]);
    expect(new Set(all.map((entry) => entry._id)).size).toBe(1);
  });

  it.each([
    ["1FTEW1EP5KFA1234", "A VIN is 17 characters; this one has 16."],
    ["1FTEW1EP5KFA1234O", "A VIN never contains the letters I, O or Q."],
    [
      `${KNOWN_VIN.vin.slice(0, 8)}${KNOWN_VIN.vin[8] === "0" ? "1" : "0"}${KNOWN_VIN.vin.slice(9)}`,
      /^The check digit \(9th character\) is wrong/,
    ],
  ])("refuses the VIN %s with 400 and the reason, changing nothing", async (vin, reason) => {
    const user = await createUser();
    const before = await everything();
    const answer = await addToGarage(user, { vin, label: "x" });
    expect(answer.status).toBe(400);
    expect(errorOf(answer)).toMatch(reason);
    expect(await everything()).toEqual(before);
  });

  it.each([
    ["the shop does not sell", NOT_IN_SHOP_VIN],
    ["the decoder does not know", UNKNOWN_VIN],
  ])("answers 422 naming a valid VIN of a vehicle %s", async (_, vin) => {
    const user = await createUser();
    const answer = await addToGarage(user, { vin });
    expect(answer.status).toBe(422);
    expect(errorOf(answer)).toBe(`The shop has no vehicle for the VIN ${vin}.`);
    expect(await savedRows(user.uid)).toEqual([]);
  });

  it.each([
    [{ vin: KNOWN_VIN.vin, label: "x".repeat(61) }, "label is at most 60 characters."],
    [{ vin: KNOWN_VIN.vin, unitNumber: "u".repeat(31) }, "unitNumber is at most 30 characters."],
    [{ vin: KNOWN_VIN.vin, label: 7 }, "label must be text."],
    [{ vin: KNOWN_VIN.vin, label: "a\u0000b" }, "label contains a character that is not allowed."],
    [{ vin: 12345 }, "Enter a VIN."],
  ])("refuses %j with 400", async (body, message) => {
    const answer = await addToGarage(await createUser(), body);
    expect(answer.status).toBe(400);
    expect(errorOf(answer)).toBe(message);
  });
});

describe("DELETE /api/garage/{id}", () => {
  it("removes an entry by its id, and a vehicle saved without a VIN by the vehicle's id", async () => {
    const user = await createUser();
    const [vin] = sameModelVins(KNOWN_VIN.vin, 1, 710_001);
    const byVin = entriesOf(await addToGarage(user, { vin }))[0]!;
    const vehicleId = await createVehicle({ year: 1955, make: "Testmake Entry", model: "Coupe" });
    await addToGarage(user, { vehicleId });
    // A VIN's entry is not removed by its vehicle's id: that names only the entry without a VIN.
    const byVehicle = await removeFromGarage(user, byVin._id);
    expect(byVehicle.status).toBe(404);
    expect(errorOf(byVehicle)).toBe("This vehicle is not in your garage.");
    const left = await removeFromGarage(user, vehicleId);
    expect(left.status).toBe(200);
    expect(entriesOf(left).map((entry) => entry.entryId)).toEqual([byVin.entryId]);
    const none = await removeFromGarage(user, byVin.entryId);
    expect(none.status).toBe(200);
    expect(entriesOf(none)).toEqual([]);
    expect(await savedRows(user.uid)).toEqual([]);
  });

  it("does not remove another person's entry (404, nothing changed)", async () => {
    const [owner, other] = await Promise.all([createUser(), createUser()]);
    const [vin] = sameModelVins(KNOWN_VIN.vin, 1, 720_001);
    const entry = entriesOf(await addToGarage(owner, { vin }))[0]!;
    const before = await everything();
    expect((await removeFromGarage(other, entry.entryId)).status).toBe(404);
    expect(await everything()).toEqual(before);
  });
});

describe("GET /api/garage: search and pages", () => {
  let user: Promise<{ uid: string }>;
  const vins = sameModelVins(KNOWN_VIN.vin, 7, 730_001);
  beforeAll(async () => {
    user = createUser();
    for (const [index, vin] of vins.entries())
      await addToGarage(await user, {
        vin,
        label: index % 2 === 0 ? `Van ${index} Dallas` : `Truck ${index} Austin`,
        unitNumber: `U-${index}`,
      });
  });

  it("lists the newest first, a page at a time, with the admin tables' paging headers", async () => {
    const page = await garageOf(await user, "limit=3&page=2");
    expect(page.status).toBe(200);
    expect(entriesOf(page).map((entry) => entry.vin)).toEqual([vins[3], vins[2], vins[1]]);
    expect(page.headers.get("X-Total-Count")).toBe("7");
    expect(page.headers.get("X-Page")).toBe("2");
    expect(page.headers.get("X-Page-Count")).toBe("3");
    const all = await garageOf(await user);
    expect(entriesOf(all)).toHaveLength(7);
    expect(all.headers.get("X-Page-Count")).toBe("1");
  });

  it.each([
    ["q=dallas", [6, 4, 2, 0]],
    ["q=U-5", [5]],
    [`q=${vins[1]!.slice(-6)}`, [1]],
    [`q=${encodeURIComponent(`${KNOWN_VIN.year} ${KNOWN_VIN.make}`)}&limit=2`, [6, 5]],
    ["q=no-such-text", []],
  ])("finds %s by VIN, label, unit number or vehicle", async (query, which) => {
    const found = await garageOf(await user, query);
    expect(found.status).toBe(200);
    expect(entriesOf(found).map((entry) => entry.vin)).toEqual(which.map((index) => vins[index]));
  });

  it.each(["page=0", "limit=101", "limit=ten", `q=${"x".repeat(201)}`])(
    "refuses %s with 400",
    async (query) => {
      expect((await garageOf(await user, query)).status).toBe(400);
    },
  );

  it("refuses guests with 401", async () => {
    expect((await garageOf(null)).status).toBe(401);
    expect((await addToGarage(null, { vin: KNOWN_VIN.vin })).status).toBe(401);
  });
});

describe("the garage's table", () => {
  it("refuses a row with two owners or none, and a second VIN-less row of a vehicle", async () => {
    const db = await getDb();
    const user = (await userByUid((await createUser()).uid))!;
    const vehicleId = await createVehicle({ year: 1956, make: "Testmake Entry", model: "Coupe" });
    await expect(db.insert(garageVehicles).values({ vehicleId })).rejects.toThrow();
    await db.insert(garageVehicles).values({ userId: user.id, vehicleId });
    await expect(
      db.insert(garageVehicles).values({ userId: user.id, vehicleId }),
    ).rejects.toThrow();
    const rows = await db
      .select()
      .from(garageVehicles)
      .where(and(eq(garageVehicles.userId, user.id), eq(garageVehicles.vehicleId, vehicleId)));
    expect(rows).toHaveLength(1);
  });
});
