/** @jest-environment node */
// A part's fitment list: GET for everyone, PUT (replace the whole list) for admins only, checked
// row by row before anything is written.
import { eq } from "drizzle-orm";
import type { FitmentJson } from "@/domains/fitment/fitment-json";
import { fitmentRanges } from "@/domains/fitment/fitment-ranges-json";
import { getDb } from "@/lib/db";
import { parts } from "@/models";
import { createUser } from "../../helpers/accounts";
import { insertParts } from "../../helpers/finder";
import { addFitment, createVehicle } from "../../helpers/vehicles";
import { errorOf, partFitment, putFitment } from "./fitment-calls";

const MAKE = "Testmake Fitlist";

let admin: Awaited<ReturnType<typeof createUser>>;
let customer: Awaited<ReturnType<typeof createUser>>;
const v: Record<string, string> = {};
beforeAll(async () => {
  [admin, customer] = await Promise.all([createUser("admin"), createUser("user")]);
  for (const year of [1950, 1951, 1952]) {
    v[`wagon${year}`] = await createVehicle({ year, make: MAKE, model: "Wagon" });
    v[`wagon${year}turbo`] = await createVehicle({
      year,
      make: MAKE,
      model: "Wagon",
      engine: "1.6L Turbo",
    });
  }
  v.alpha1951 = await createVehicle({ year: 1951, make: MAKE, model: "Alpha" });
});

let made = 0;
const newPart = async () => {
  made += 1;
  const [part] = await insertParts([
    {
      productName: `Fitlist Part ${made}`,
      partNumber: `FL-${made}`,
      brand: "Testbrand Fitlist",
      category: "Brakes › Pads",
    },
  ]);
  return part._id;
};

const universalOf = async (partId: string) =>
  (
    await (
      await getDb()
    )
      .select({ universal: parts.universal })
      .from(parts)
      .where(eq(parts.id, partId))
  )[0]?.universal;

const summary = (body: unknown) =>
  (body as FitmentJson[]).map(
    (row) =>
      `${row.vehicle.year} ${row.vehicle.model}${row.vehicle.engine ? ` ${row.vehicle.engine}` : ""}|${row.position ?? "-"}|${row.quantity ?? "-"}|${row.note ?? "-"}`,
  );

describe("GET /api/parts/{id}/fitment", () => {
  it("lists the rows by make, model, year, engine and position, blanks as null", async () => {
    const partId = await newPart();
    await addFitment(partId, v.wagon1951turbo!, { position: "Rear" });
    await addFitment(partId, v.wagon1951!, { position: "Rear", quantity: 2, note: "with A/C" });
    await addFitment(partId, v.wagon1950!);
    await addFitment(partId, v.alpha1951!, { position: "Front" });
    await addFitment(partId, v.wagon1951!, { position: "Front" });
    const { status, body } = await partFitment(partId);
    expect(status).toBe(200);
    expect(summary(body)).toEqual([
      "1951 Alpha|Front|-|-",
      "1950 Wagon|-|-|-",
      "1951 Wagon|Front|-|-",
      "1951 Wagon|Rear|2|with A/C",
      "1951 Wagon 1.6L Turbo|Rear|-|-",
    ]);
    expect((body as FitmentJson[])[1]).toEqual({
      vehicle: {
        _id: v.wagon1950,
        year: 1950,
        make: MAKE,
        model: "Wagon",
        submodel: null,
        engine: null,
      },
      position: null,
      quantity: null,
      note: null,
    });
  });

  it("answers [] for a part without fitment and 404 for no part", async () => {
    expect((await partFitment(await newPart())).body).toEqual([]);
    for (const id of ["no-such-part", "bad id!"]) {
      const answer = await partFitment(id);
      expect(answer.status).toBe(404);
      expect(errorOf(answer)).toBe("Part not found");
    }
  });
});

describe("PUT /api/parts/{id}/fitment", () => {
  it("replaces the list with vehicle ids and year ranges, and sets universal", async () => {
    const partId = await newPart();
    await addFitment(partId, v.alpha1951!, { note: "old row" });
    const answer = await putFitment(admin, partId, {
      universal: true,
      fitment: [
        {
          yearFrom: 1950,
          yearTo: 1952,
          make: MAKE.toUpperCase(),
          model: "wagon",
          engine: "1.6l turbo",
          position: " Front ",
          quantity: "2",
        },
        { vehicleId: v.wagon1950, note: "with A/C", quantity: null, position: null },
      ],
    });
    expect(answer.status).toBe(200);
    const expected = [
      "1950 Wagon|-|-|with A/C",
      "1950 Wagon 1.6L Turbo|Front|2|-",
      "1951 Wagon 1.6L Turbo|Front|2|-",
      "1952 Wagon 1.6L Turbo|Front|2|-",
    ];
    expect(summary(answer.body)).toEqual(expected);
    expect(summary((await partFitment(partId)).body)).toEqual(expected);
    expect(await universalOf(partId)).toBe(true);
  });

  it("takes back its own list as year ranges (the editor's save), nulls as blanks", async () => {
    const partId = await newPart();
    await putFitment(admin, partId, {
      fitment: [
        {
          yearFrom: 1950,
          yearTo: 1952,
          make: MAKE,
          model: "Wagon",
          position: "Rear",
          note: "with A/C",
        },
        {
          yearFrom: 1951,
          yearTo: 1952,
          make: MAKE,
          model: "Wagon",
          engine: "1.6L Turbo",
          quantity: 2,
        },
      ],
    });
    const before = (await partFitment(partId)).body as FitmentJson[];
    expect(before).toHaveLength(5);
    const again = await putFitment(admin, partId, { fitment: fitmentRanges(before) });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(before);
  });

  it("leaves universal as it was when not given, and empties the list with []", async () => {
    const partId = await newPart();
    await putFitment(admin, partId, { universal: true, fitment: [{ vehicleId: v.wagon1950 }] });
    const emptied = await putFitment(admin, partId, { fitment: [] });
    expect(emptied).toMatchObject({ status: 200, body: [] });
    expect(await universalOf(partId)).toBe(true);
    await putFitment(admin, partId, { universal: false, fitment: [] });
    expect(await universalOf(partId)).toBe(false);
  });

  it.each([
    ["no body list", {}, "fitment must be a list of rows (it may be empty)."],
    ["a bad universal", { universal: "yes", fitment: [] }, "universal must be true or false."],
    [
      "a row that is not an object",
      { fitment: ["x"] },
      "Row 1: give a vehicleId, or yearFrom, yearTo, make and model.",
    ],
    [
      "an unknown vehicleId",
      { fitment: [{ vehicleId: "no-such-vehicle" }] },
      "Row 1: no vehicle has this vehicleId.",
    ],
    [
      "a bad vehicleId",
      { fitment: [{ vehicleId: "bad id!" }] },
      "Row 1: vehicleId is not a vehicle id.",
    ],
    [
      "a reversed range",
      { fitment: [{ yearFrom: 1952, yearTo: 1950, make: MAKE, model: "Wagon" }] },
      "Row 1: yearFrom must not be after yearTo.",
    ],
    [
      "a year out of range",
      { fitment: [{ yearFrom: 1850, yearTo: 1950, make: MAKE, model: "Wagon" }] },
      "Row 1: yearFrom must be a whole number from 1900 to 2100.",
    ],
    [
      "a range without a model",
      { fitment: [{ yearFrom: 1950, yearTo: 1950, make: MAKE }] },
      "Row 1: model is required.",
    ],
    [
      "a year no vehicle has",
      { fitment: [{ yearFrom: 1950, yearTo: 1953, make: MAKE, model: "Wagon" }] },
      `Row 1: no vehicle 1953 ${MAKE} Wagon is known.`,
    ],
    [
      "an unknown engine",
      { fitment: [{ yearFrom: 1951, yearTo: 1951, make: MAKE, model: "Alpha", engine: "V8" }] },
      `Row 1: no vehicle 1951 ${MAKE} Alpha V8 is known.`,
    ],
    [
      "a quantity of 0",
      { fitment: [{ vehicleId: "x", quantity: 0 }] },
      "Row 1: quantity must be a whole number from 1 to 1000.",
    ],
    [
      "a quantity of 1.5",
      { fitment: [{ vehicleId: "x", quantity: 1.5 }] },
      "Row 1: quantity must be a whole number from 1 to 1000.",
    ],
    [
      "a long position",
      { fitment: [{ vehicleId: "x", position: "p".repeat(61) }] },
      "Row 1: a position is at most 60 characters.",
    ],
    [
      "a long note",
      { fitment: [{ vehicleId: "x", note: "n".repeat(201) }] },
      "Row 1: a note is at most 200 characters.",
    ],
    [
      "too many years",
      { fitment: Array(10).fill({ yearFrom: 1900, yearTo: 2100, make: MAKE, model: "Wagon" }) },
      "A part's fitment holds at most 2,000 rows (each year of a range is one).",
    ],
  ])("refuses %s with a 400 and keeps the old list", async (_, body, message) => {
    const partId = await newPart();
    await addFitment(partId, v.alpha1951!, { note: "kept" });
    const answer = await putFitment(admin, partId, body);
    expect(answer.status).toBe(400);
    expect(errorOf(answer)).toBe(message);
    expect(summary((await partFitment(partId)).body)).toEqual(["1951 Alpha|-|-|kept"]);
  });

  it("refuses the same vehicle twice at one position, naming both rows, and writes nothing", async () => {
    const partId = await newPart();
    await addFitment(partId, v.alpha1951!, { note: "kept" });
    const answer = await putFitment(admin, partId, {
      universal: true,
      fitment: [
        { vehicleId: v.wagon1951, position: "Front" },
        { vehicleId: v.wagon1951, position: "Rear" },
        { yearFrom: 1950, yearTo: 1952, make: MAKE, model: "Wagon", position: "front" },
      ],
    });
    expect(answer.status).toBe(400);
    expect(errorOf(answer)).toBe(
      `Row 3: 1951 ${MAKE} Wagon is listed twice at this position (also in row 1).`,
    );
    expect(summary((await partFitment(partId)).body)).toEqual(["1951 Alpha|-|-|kept"]);
    expect(await universalOf(partId)).toBe(false);
  });

  it("is for admins only: 401 for guests, 403 for customers, 404 for no part", async () => {
    const partId = await newPart();
    const body = { fitment: [{ vehicleId: v.wagon1950 }] };
    expect((await putFitment(null, partId, body)).status).toBe(401);
    expect((await putFitment(customer, partId, body)).status).toBe(403);
    expect((await partFitment(partId)).body).toEqual([]);
    const missing = await putFitment(admin, "no-such-part", body);
    expect(missing.status).toBe(404);
    expect(errorOf(missing)).toBe("Part not found");
  });
});
