/** @jest-environment node */
// Order multiples and price breaks through the admin routes (POST /api/parts, PATCH update), on
// both databases: stored and answered as given, refused with a message that names the break when
// they break the rules. Orders of such parts: tests/integration/orders/bulk-rules.test.ts.
import type { PartJson } from "@/domains/catalog/part-json";
import { priceTierFormTexts } from "@/domains/catalog/price-tier-form-texts";
import { partJsonOf, patchPartAsAdmin, postPartAsAdmin } from "./part-admin-calls";
import { createPart, partRow, snapshot } from "../../helpers/orders";

let made = 0;
const newPart = (changes: Record<string, unknown> = {}) => ({
  productName: `Bulk Rotor ${++made}`,
  availableQty: "5000",
  orderQty: "48",
  price: "30.00",
  productDescription: "Sold by the crate.",
  image: "/images/parts/air-filter.svg",
  ...changes,
});
const post = postPartAsAdmin;
const patch = patchPartAsAdmin;
const read = async (id: string) => (await partJsonOf(id)) as PartJson;

async function expectRefused(
  call: () => Promise<{ status: number; body: unknown }>,
  error: string,
) {
  const before = await snapshot();
  expect(await call()).toMatchObject({ status: 400, body: { error } });
  expect(await snapshot()).toEqual(before);
}

const tiers = [
  { minQty: 240, price: "27.50" },
  { minQty: 480, price: 25 },
];

describe("Add Product and Update with multiples and price breaks", () => {
  it("stores them and answers them on the part", async () => {
    const created = await post(newPart({ orderMultiple: "24", priceTiers: tiers }));
    expect(created.status).toBe(201);
    const { insertedId } = created.body as { insertedId: string };
    expect(await read(insertedId)).toMatchObject({
      orderQty: 48,
      orderMultiple: 24,
      priceTiers: [
        { minQty: 240, price: 27.5 },
        { minQty: 480, price: 25 },
      ],
    });
    expect((await partRow(insertedId))!.priceTiers).toEqual([
      { minQty: 240, priceCents: 2750 },
      { minQty: 480, priceCents: 2500 },
    ]);
    const plain = (await post(newPart())).body as { insertedId: string };
    expect(await read(plain.insertedId)).toMatchObject({ orderMultiple: 1, priceTiers: [] });

    expect((await patch(insertedId, { priceTiers: [{ minQty: 96, price: 29 }] })).status).toBe(200);
    expect((await read(insertedId)).priceTiers).toEqual([{ minQty: 96, price: 29 }]);
    expect((await patch(insertedId, { orderMultiple: 12, priceTiers: [] })).status).toBe(200);
    expect(await read(insertedId)).toMatchObject({ orderMultiple: 12, priceTiers: [] });
  });

  it("refuses breaks that break the rules, naming the break, and writes nothing", async () => {
    await expectRefused(
      () => post(newPart({ priceTiers: [{ minQty: 48, price: 20 }] })),
      priceTierFormTexts.tierBelowMinimum(1, 48),
    );
    await expectRefused(
      () => post(newPart({ priceTiers: [{ minQty: 100, price: 30 }] })),
      priceTierFormTexts.tierNotCheaper(1),
    );
    await expectRefused(
      () =>
        post(
          newPart({
            priceTiers: [
              { minQty: 100, price: 25 },
              { minQty: 500, price: 26 },
            ],
          }),
        ),
      priceTierFormTexts.tierPriceNotFalling(2, 500),
    );
    await expectRefused(
      () =>
        post(
          newPart({
            priceTiers: [
              { minQty: 500, price: 25 },
              { minQty: 100, price: 20 },
            ],
          }),
        ),
      priceTierFormTexts.tierQuantityNotRising(2),
    );
    await expectRefused(
      () => post(newPart({ orderMultiple: 0 })),
      "Order multiple must be at least 1",
    );
    await expectRefused(
      () => post(newPart({ priceTiers: "cheap" })),
      "priceTiers must be a list of { minQty, price }",
    );
  });

  // Each shape a client may send wrong, and the message it gets (the break named by its field).
  const badShapes: [string, unknown, string][] = [
    ["not a list", { minQty: 100, price: 20 }, "priceTiers must be a list of { minQty, price }"],
    ["null", null, "priceTiers must be a list of { minQty, price }"],
    ["a number for a break", [5], "A price break is { minQty, price }"],
    ["null for a break", [null], "A price break is { minQty, price }"],
    ["no quantity", [{ price: 20 }], priceTierFormTexts.tierQuantityRequired],
    ["no price", [{ minQty: 100 }], priceTierFormTexts.tierPriceRequired],
    [
      "a fractional quantity",
      [{ minQty: 100.5, price: 20 }],
      "A price break's quantity must be a whole number",
    ],
    [
      "a quantity in words",
      [{ minQty: "many", price: 20 }],
      "A price break's quantity must be a whole number",
    ],
    [
      "a quantity too large",
      [{ minQty: 1e12, price: 20 }],
      "A price break's quantity must be at most 1,000,000",
    ],
    ["a zero price", [{ minQty: 100, price: 0 }], "A price break's price must be more than 0"],
    [
      "a negative price",
      [{ minQty: 100, price: -1 }],
      "A price break's price must be a positive amount with at most 2 decimals",
    ],
    [
      "a price with three decimals",
      [{ minQty: 100, price: "20.005" }],
      "A price break's price must be a positive amount with at most 2 decimals",
    ],
    [
      "two breaks from the same quantity",
      [
        { minQty: 100, price: 25 },
        { minQty: 100, price: 20 },
      ],
      priceTierFormTexts.tierQuantityNotRising(2),
    ],
    [
      "two breaks at the same price",
      [
        { minQty: 100, price: 25 },
        { minQty: 200, price: 25 },
      ],
      priceTierFormTexts.tierPriceNotFalling(2, 200),
    ],
    [
      "eleven breaks",
      Array.from({ length: 11 }, (_, i) => ({ minQty: 100 + i * 10, price: 29 - i })),
      priceTierFormTexts.tooManyTiers(10),
    ],
  ];
  it.each(badShapes)(
    "refuses %s on Add Product and Update, writing nothing",
    async (_, priceTiers, error) => {
      await expectRefused(() => post(newPart({ priceTiers })), error);
      const part = await createPart({ priceCents: 3000, orderQty: 48 });
      await expectRefused(() => patch(part.id, { priceTiers }), error);
    },
  );

  it("refuses an update that leaves a break above the base price or at the MOQ", async () => {
    const part = await createPart({
      priceCents: 3000,
      orderQty: 48,
      priceTiers: [{ minQty: 240, priceCents: 2750 }],
    });
    await expectRefused(
      () => patch(part.id, { price: "27.00" }),
      priceTierFormTexts.tierNotCheaper(1),
    );
    await expectRefused(
      () => patch(part.id, { orderQty: 240 }),
      priceTierFormTexts.tierBelowMinimum(1, 240),
    );
    expect((await patch(part.id, { price: "28.00" })).status).toBe(200);
  });
});
