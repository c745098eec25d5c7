// The Update modal's weight and package size: shown filled in, only a change is sent, a blank
// weight keeps the part's, three blank sides clear the size, and the shared rules' messages.
import {
  checkProductUpdate,
  updateFieldsFor,
} from "@/components/catalog/manage/manage-products-update-form";
import type { PartJson } from "@/domains/catalog/part-json";
import { packageMessages } from "@/domains/catalog/catalog-texts";

const part = {
  _id: "part-8",
  productName: "Vented front rotor",
  price: 38.75,
  orderQty: 2,
  orderMultiple: 1,
  coreCharge: 0,
  gtin: null,
  priceTiers: [],
  availableQty: 30,
  lowStockQty: null,
  partNumber: "BR-2210",
  brand: "Brembo",
  category: "Brakes › Rotors",
  oemNumbers: [],
  specs: [],
  weight: 20.5,
  dimensions: { length: 13, width: 13, height: 3.5 },
} as unknown as PartJson;

const unchanged = {
  productName: part.productName,
  availableQty: 30,
  orderQty: 2,
  price: 38.75,
  expectedAvailableQty: 30,
};
const opened = updateFieldsFor(part);

it("shows the part's weight and size, and sends nothing of them unchanged", () => {
  expect(opened).toMatchObject({
    weight: "20.5",
    dimensions: { length: "13", width: "13", height: "3.5" },
  });
  expect(checkProductUpdate(opened, part)).toEqual({ update: unchanged });
});

it("sends a new weight, a new size, and null for a size cleared", () => {
  const heavier = { ...opened, weight: "21", dimensions: { ...opened.dimensions, height: "4" } };
  expect(checkProductUpdate(heavier, part)).toEqual({
    update: { ...unchanged, weight: 21, dimensions: { length: 13, width: 13, height: 4 } },
  });
  const cleared = { ...opened, weight: "", dimensions: { length: "", width: "", height: "" } };
  expect(checkProductUpdate(cleared, part)).toEqual({
    update: { ...unchanged, dimensions: null },
  });
});

it("names a wrong weight or a missing side at its field", () => {
  const wrong = {
    ...opened,
    weight: "-1",
    dimensions: { length: "13", width: "", height: "0" },
  };
  const checked = checkProductUpdate(wrong, part);
  expect(checked).toMatchObject({
    errors: {
      weight: { message: "Weight must be a positive number (lb) with at most 3 decimals" },
      dimensions: {
        width: { message: packageMessages.allThreeSides },
        height: { message: "Height must be more than 0" },
      },
    },
  });
});
