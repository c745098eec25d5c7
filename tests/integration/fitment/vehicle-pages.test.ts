/** @jest-environment node */
// A vehicle landing page's content (/vehicles/{make}/{model}/{year}): the parts that fit the
// base vehicle or one of its configurations, grouped by category in the tree's order, with
// counts and the right fit state; the model's years and the vehicle's configurations; and the
// paths that name no vehicle. On an unseeded database, so every count is the test's own.
import type { DatabaseHandle } from "@/lib/db/open";
import { NotFoundError } from "@/lib/errors";
import type { PartJson } from "@/domains/catalog/part-json";
import { partsByIds } from "@/domains/catalog/server/parts";
import {
  fillVehiclePage,
  findVehiclePage,
  VEHICLE_PAGE_PARTS_PER_GROUP,
} from "@/domains/catalog/server/vehicle-pages";
import { parseVehiclePageParams } from "@/domains/catalog/vehicle-page";
import { insertParts } from "../../helpers/finder";
import { openTestDatabase } from "../../helpers/test-database";
import { addFitment, createVehicle, makeUniversal } from "../../helpers/vehicles";

let database: DatabaseHandle;
const ids: Record<string, string> = {};
let made: Record<string, PartJson> = {};
const SPARK_PLUGS = 10;

const roadster = { make: "Testmake", model: "Roadster GT" };
const page2019 = { make: "testmake", model: "roadster-gt", year: 2019 };

beforeAll(async () => {
  database = await openTestDatabase({ seed: false });
  for (const year of [2018, 2019, 2020]) ids[year] = await createVehicle({ ...roadster, year });
  ids.trim = await createVehicle({ ...roadster, year: 2019, submodel: "Sport" });
  ids.engine = await createVehicle({ ...roadster, year: 2019, engine: "3.0L V6" });
  ids.other = await createVehicle({ make: "Testmake", model: "Van", year: 2019 });
  const list = await insertParts([
    { productName: "Pads Fitted", partNumber: "VP-1", brand: "B", category: "Brakes › Pads" },
    { productName: "Rotor Noted", partNumber: "VP-2", brand: "B", category: "Brakes › Rotors" },
    { productName: "Pads V6 Only", partNumber: "VP-3", brand: "B", category: "Brakes › Pads" },
    { productName: "Oil Universal", partNumber: "VP-4", brand: "B", category: "Filters › Oil" },
    { productName: "Air 2018 Only", partNumber: "VP-5", brand: "B", category: "Filters › Air" },
    { productName: "Belt No Data", partNumber: "VP-6", brand: "B", category: "Engine › Belts" },
    { productName: "Van Shock", partNumber: "VP-7", brand: "B", category: "Suspension › Shocks" },
    ...Array.from({ length: SPARK_PLUGS }, (_, index) => ({
      productName: `Plug ${index + 1}`,
      partNumber: `VP-P${index + 1}`,
      brand: "B",
      category: "Ignition › Spark Plugs",
    })),
  ]);
  made = Object.fromEntries(list.map((part) => [part.productName, part]));
  await addFitment(made["Pads Fitted"]!._id, ids[2019]!, { position: "Front", quantity: 1 });
  await addFitment(made["Rotor Noted"]!._id, ids[2019]!, { note: "with sport brakes" });
  await addFitment(made["Pads V6 Only"]!._id, ids.engine!);
  await addFitment(made["Air 2018 Only"]!._id, ids[2018]!);
  await addFitment(made["Van Shock"]!._id, ids.other!);
  for (let plug = 1; plug <= SPARK_PLUGS; plug += 1)
    await addFitment(made[`Plug ${plug}`]!._id, ids.trim!);
});
afterAll(() => database.close());

const namesOf = (parts: { part: string }[]) =>
  parts.map(({ part }) => Object.values(made).find((one) => one._id === part)!.productName);

test("a vehicle with no fitted and no universal part has an empty page, and still its years", async () => {
  const page = await findVehiclePage({ ...page2019, year: 2020 });
  expect(page).toMatchObject({
    total: 0,
    fitted: false,
    groups: [],
    categories: [],
    configurations: [],
  });
  expect(page.vehicle).toMatchObject({ year: 2020, make: "Testmake", model: "Roadster GT" });
  expect(page.vehicle.submodel).toBeNull();
  expect(page.years).toEqual([2018, 2019, 2020]);
});

describe("with a universal part", () => {
  beforeAll(() => makeUniversal(made["Oil Universal"]!._id));

  test("groups come in the tree's order, each with its count and the first few parts", async () => {
    const page = await findVehiclePage(page2019);
    expect(page.total).toBe(3 + 1 + SPARK_PLUGS);
    expect(page.fitted).toBe(true);
    expect(page.groups.map(({ group, count }) => ({ group, count }))).toEqual([
      { group: "Brakes", count: 3 },
      { group: "Filters", count: 1 },
      { group: "Ignition", count: SPARK_PLUGS },
    ]);
    expect(page.categories).toEqual([
      { category: "Brakes › Pads", count: 2 },
      { category: "Brakes › Rotors", count: 1 },
      { category: "Filters › Oil", count: 1 },
      { category: "Ignition › Spark Plugs", count: SPARK_PLUGS },
    ]);
    const ignition = page.groups[2]!;
    expect(ignition.parts).toHaveLength(VEHICLE_PAGE_PARTS_PER_GROUP);
    // Newest first: the plugs were listed in order, the last one newest.
    expect(namesOf(ignition.parts)[0]).toBe(`Plug ${SPARK_PLUGS}`);
  });

  test("each part carries its state: fitted first, then conditional; universal included", async () => {
    const page = await findVehiclePage(page2019);
    const [brakes, filters, ignition] = page.groups;
    expect(brakes!.parts.map(({ fitment }) => fitment)).toEqual([
      "fits",
      "conditional",
      "conditional",
    ]);
    expect(namesOf(brakes!.parts)[0]).toBe("Pads Fitted");
    expect(new Set(namesOf(brakes!.parts))).toEqual(
      new Set(["Pads Fitted", "Rotor Noted", "Pads V6 Only"]),
    );
    expect(filters!.parts).toEqual([{ part: made["Oil Universal"]!._id, fitment: "universal" }]);
    // Fitted to one trim only: a fit with conditions for the base vehicle.
    expect(new Set(ignition!.parts.map(({ fitment }) => fitment))).toEqual(
      new Set(["conditional"]),
    );
  });

  test("other years and models' parts, and parts without fitment, are not listed", async () => {
    const page = await findVehiclePage(page2019);
    const listed = namesOf(page.groups.flatMap((group) => group.parts));
    for (const name of ["Air 2018 Only", "Belt No Data", "Van Shock"])
      expect(listed).not.toContain(name);
    const only2018 = await findVehiclePage({ ...page2019, year: 2018 });
    expect(only2018.groups.map(({ group, count }) => [group, count])).toEqual([["Filters", 2]]);
    // Universal parts alone do not make a page worth indexing.
    const universalOnly = await findVehiclePage({ ...page2019, year: 2020 });
    expect(universalOnly).toMatchObject({ total: 1, fitted: false });
  });

  test("the vehicle's configurations and the model's years are listed", async () => {
    const page = await findVehiclePage(page2019);
    expect(page.years).toEqual([2018, 2019, 2020]);
    expect(
      page.configurations.map(({ _id, submodel, engine }) => ({ _id, submodel, engine })),
    ).toEqual([
      { _id: ids.engine, submodel: null, engine: "3.0L V6" },
      { _id: ids.trim, submodel: "Sport", engine: null },
    ]);
  });

  test("the parts are read in the page's order; a part deleted meanwhile is left out", async () => {
    const outline = await findVehiclePage(page2019);
    const page = await fillVehiclePage(outline, partsByIds);
    expect(page.groups[0]!.parts.map(({ part }) => part.productName)[0]).toBe("Pads Fitted");
    const gone = made["Pads Fitted"]!._id;
    const without = await fillVehiclePage(outline, async (wanted) =>
      partsByIds(wanted.filter((id) => id !== gone)),
    );
    expect(without.groups[0]!.parts).toHaveLength(2);
    expect(without.groups[0]!.count).toBe(3);
  });
});

test("a path in other case names the same vehicle", async () => {
  const page = await findVehiclePage({ make: "TestMake", model: "Roadster-GT", year: 2019 });
  expect(page.vehicle._id).toBe(ids[2019]);
});

test("an unknown make or model, or a year the model is not recorded in, is not found", async () => {
  for (const params of [
    { ...page2019, make: "nomake" },
    { ...page2019, model: "van-gt" },
    { ...page2019, year: 2021 },
    { make: "testmake", model: "van", year: 2018 },
  ]) {
    await expect(findVehiclePage(params)).rejects.toBeInstanceOf(NotFoundError);
  }
});

test("malformed paths name no page", () => {
  expect(parseVehiclePageParams({ make: "ford", model: "f-150", year: "2019" })).toEqual({
    make: "ford",
    model: "f-150",
    year: 2019,
  });
  for (const params of [
    { make: "ford", model: "f-150", year: "19" },
    { make: "ford", model: "f-150", year: "20190" },
    { make: "ford", model: "f-150", year: "2019a" },
    { make: "ford", model: "f 150", year: "2019" },
    { make: "ford", model: "-f-150", year: "2019" },
    { make: "fo%rd", model: "f-150", year: "2019" },
    { make: "x".repeat(81), model: "f-150", year: "2019" },
    { make: "ford", year: "2019" },
  ]) {
    expect(parseVehiclePageParams(params)).toBeNull();
  }
});
