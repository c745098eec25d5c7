/** @jest-environment node */
// A part's weight and package size through the admin calls, on both databases (issue 32): Add
// Product's call and the update take them (the contract's body without them still adds a part
// of unknown weight), every wrong one is a 400 naming it, and nothing is written.
import { partJsonOf, patchPartAsAdmin, postPartAsAdmin } from "./part-admin-calls";
import { createPart, partRow, snapshot } from "../../helpers/orders";

let made = 0;
const newPart = (changes: Record<string, unknown> = {}) => ({
  productName: `Heavy Duty Radiator ${++made}`,
  availableQty: "40",
  orderQty: "2",
  price: "189.00",
  productDescription: "Two-row aluminum core for towing.",
  image: "/images/parts/radiator.svg",
  ...changes,
});

const post = postPartAsAdmin;
const patch = patchPartAsAdmin;
const shown = async (id: string) =>
  (await partJsonOf(id)) as {
    weight: number | null;
    dimensions: { length: number; width: number; height: number } | null;
  };

async function expectRefused(
  call: () => Promise<{ status: number; body: unknown }>,
  error: RegExp | string,
) {
  const before = await snapshot();
  const answer = await call();
  expect(answer.status).toBe(400);
  expect((answer.body as { error: string }).error).toMatch(error);
  expect(await snapshot()).toEqual(before);
}

describe("adding a part", () => {
  it("keeps its weight and size, given as numbers or as text", async () => {
    const answer = await post(
      newPart({ weight: "17.5", dimensions: { length: 38, width: "24", height: 5.25 } }),
    );
    expect(answer.status).toBe(201);
    const id = (answer.body as { insertedId: string }).insertedId;
    expect(await shown(id)).toMatchObject({
      weight: 17.5,
      dimensions: { length: 38, width: 24, height: 5.25 },
    });
  });

  it("takes the contract's body without them: weight and size unknown", async () => {
    const answer = await post(newPart());
    expect(answer.status).toBe(201);
    const id = (answer.body as { insertedId: string }).insertedId;
    expect(await shown(id)).toMatchObject({ weight: null, dimensions: null });
  });

  it.each([
    ["a weight of 0", { weight: 0 }, "Weight must be more than 0"],
    ["a negative weight", { weight: "-2" }, /Weight must be a positive number/],
    ["a weight with 4 decimals", { weight: "1.2345" }, /at most 3 decimals/],
    ["a weight past the limit", { weight: 10_001 }, /Weight must be at most 10,000 lb/],
    ["a weight that is not a number", { weight: "heavy" }, /Weight must be a positive number/],
    ["a size without its height", { dimensions: { length: 38, width: 24 } }, "Height is required"],
    [
      "a side of 0",
      { dimensions: { length: 0, width: 24, height: 5 } },
      /Length must be more than 0/,
    ],
    ["a size that is a text", { dimensions: "38x24x5" }, /length, a width and a height/],
  ])("%s is refused (400), nothing added", async (_label, changes, error) => {
    await expectRefused(() => post(newPart(changes)), error);
  });
});

describe("updating a part", () => {
  it("sets the weight and size, and clears the size with null", async () => {
    const part = await createPart();
    expect(
      await patch(part.id, { weight: 2.4, dimensions: { length: 12, width: 8, height: 3 } }),
    ).toMatchObject({ status: 200, body: { modifiedCount: 1 } });
    expect(await partRow(part.id)).toMatchObject({
      weight: 2.4,
      dimensions: { length: 12, width: 8, height: 3 },
    });
    expect((await patch(part.id, { dimensions: null })).status).toBe(200);
    expect(await shown(part.id)).toMatchObject({ weight: 2.4, dimensions: null });
  });

  it.each([
    ["a weight of 0", { weight: "0" }, "Weight must be more than 0"],
    ["a weight of null", { weight: null }, /Weight is required/],
    ["a size with a side missing", { dimensions: { length: 12, width: 8 } }, "Height is required"],
    ["a side too long", { dimensions: { length: 1001, width: 8, height: 3 } }, /at most 1,000 in/],
  ])("%s is refused (400), nothing changed", async (_label, body, error) => {
    const part = await createPart();
    await expectRefused(() => patch(part.id, body), error);
  });
});
