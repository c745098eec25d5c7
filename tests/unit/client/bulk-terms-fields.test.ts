// The admin forms' bulk fields as typed: the order multiple (blank is 1) and the price breaks'
// rows, checked by the API's own rules (errors at the row's field), and sent only when changed.
import {
  checkProductUpdate,
  updateFieldsFor,
} from "@/components/catalog/manage/manage-products-update-form";
import { orderMultipleText, priceTiersRows } from "@/components/catalog/manage/part-data-text";
import type { PartJson } from "@/domains/catalog/part-json";
import { priceTierFormTexts } from "@/domains/catalog/price-tier-form-texts";

const part: PartJson = {
  _id: "p1",
  productName: "Ceramic Front Brake Pad Set",
  productDescription: "Pads.",
  price: 24.5,
  orderQty: 100,
  orderMultiple: 50,
  coreCharge: 0,
  gtin: null,
  priceTiers: [{ minQty: 500, price: 21.9 }],
  availableQty: 4800,
  lowStockBelow: 0,
  lowStockQty: null,
  image: "/images/parts/ceramic-brake-pads.svg",
  createdAt: "2026-01-01T00:00:00.000Z",
  creator: { name: "Admin", uid: "admin" },
  partNumber: "BP-1234",
  brand: "Bosch",
  category: "Brakes › Pads",
  oemNumbers: [],
  specs: [],
  supersedes: [],
  universal: false,
  retired: false,
  weight: null,
  dimensions: null,
  url: "/parts/bp-1234-ceramic-front-brake-pad-set",
};

const rows = (...typed: [string, string][]) => typed.map(([minQty, price]) => ({ minQty, price }));

describe("the typed bulk fields", () => {
  it("reads the price breaks' rows as the API's breaks in dollars", () => {
    expect(priceTiersRows.parse(rows(["500", "21.90"], [" 1000 ", "19.9"]))).toEqual([
      { minQty: 500, price: 21.9 },
      { minQty: 1000, price: 19.9 },
    ]);
    expect(priceTiersRows.parse([])).toEqual([]);
  });

  it("puts each problem at its row's field, naming the break", () => {
    const issues = (typed: [string, string][]) =>
      priceTiersRows.safeParse(rows(...typed)).error?.issues.map(({ path, message }) => ({
        path,
        message,
      }));
    expect(
      issues([
        ["500", "21.90"],
        ["1000", "22"],
      ]),
    ).toEqual([{ path: [1, "price"], message: priceTierFormTexts.tierPriceNotFalling(2, 1000) }]);
    expect(
      issues([
        ["500", "21.90"],
        ["400", "19"],
      ]),
    ).toEqual([{ path: [1, "minQty"], message: priceTierFormTexts.tierQuantityNotRising(2) }]);
    expect(issues([["", "21.90"]])).toEqual([
      { path: [0, "minQty"], message: priceTierFormTexts.tierQuantityRequired },
    ]);
  });

  it("takes a blank order multiple as 1 and refuses 0", () => {
    expect(orderMultipleText.parse(" ")).toBe(1);
    expect(orderMultipleText.parse("24")).toBe(24);
    expect(orderMultipleText.safeParse("0").success).toBe(false);
  });
});

describe("the Update modal's bulk fields", () => {
  it("shows the part's terms and sends them only when changed", () => {
    const opened = updateFieldsFor(part);
    expect(opened).toMatchObject({ orderMultiple: "50", priceTiers: rows(["500", "21.90"]) });
    const unchanged = checkProductUpdate(opened, part);
    expect(unchanged).not.toHaveProperty("update.priceTiers");
    expect(unchanged).not.toHaveProperty("update.orderMultiple");
    const edited = checkProductUpdate(
      { ...opened, orderMultiple: "25", priceTiers: rows(["500", "21.90"], ["1000", "19.90"]) },
      part,
    );
    expect(edited).toMatchObject({
      update: {
        orderMultiple: 25,
        priceTiers: [
          { minQty: 500, price: 21.9 },
          { minQty: 1000, price: 19.9 },
        ],
      },
    });
  });

  it("refuses, before sending, breaks the new price or MOQ would leave misfit", () => {
    const opened = updateFieldsFor(part);
    expect(checkProductUpdate({ ...opened, price: "21.00" }, part)).toEqual({
      errors: {
        priceTiers: [{ price: { type: "custom", message: priceTierFormTexts.tierNotCheaper(1) } }],
      },
    });
    expect(checkProductUpdate({ ...opened, orderQty: "500" }, part)).toMatchObject({
      errors: {
        priceTiers: [{ minQty: { message: priceTierFormTexts.tierBelowMinimum(1, 500) } }],
      },
    });
    // Lowered together with its breaks, the price is fine.
    expect(
      checkProductUpdate({ ...opened, price: "21.00", priceTiers: rows(["500", "19.90"]) }, part),
    ).toMatchObject({ update: { price: 21, priceTiers: [{ minQty: 500, price: 19.9 }] } });
  });
});
