/** @jest-environment jsdom */
// Add Product's weight (required on the screen, though the API takes a part without) and
// package size (all three sides or none), with the shared rules' messages.
import { act } from "react";
import { AddProductForm } from "@/components/catalog/manage/add-product-form";
import { packageMessages } from "@/domains/catalog/catalog-texts";
import {
  choose,
  errorUnder,
  fetchCalls,
  field,
  jsonAnswer,
  render,
  settle,
  submit,
  type,
} from "./dom";

jest.mock("@/components/ui/toast", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const fetchMock = jest.fn();
beforeEach(() => {
  jest.clearAllMocks();
  global.fetch = fetchMock;
});

/** Every field but the package's filled in, the image as a URL. */
async function formWithoutPackage() {
  const container = await render(<AddProductForm />);
  await type(field(container, "Product name"), "Aluminum core radiator");
  await type(field(container, "Available quantity (pcs)"), "40");
  await type(field(container, "Maximum Order Quantity (pcs)"), "2");
  await type(field(container, "Price ($)"), "189.00");
  await type(field(container, "Product description"), "Two rows, for towing");
  await type(field(container, "Part number"), "RD-3824");
  await type(field(container, "Brand"), "Coolflow");
  await choose(field(container, "Category"), "Cooling › Radiators");
  const urlTab = container.querySelector<HTMLInputElement>('input[aria-label="Image URL"]')!;
  await act(async () => urlTab.click());
  await type(field(container, "Image URL"), "https://images.example.com/radiator.webp");
  return { container, form: container.querySelector("form")! };
}

it("requires the weight, and checks it with the shared rule", async () => {
  const { container, form } = await formWithoutPackage();
  await submit(form);
  await settle();
  const weight = field(container, "Weight (lb)");
  expect(errorUnder(weight)).toBe("Weight is required");
  await type(weight, "0");
  expect(errorUnder(weight)).toBe("Weight must be more than 0");
  await type(weight, "2.5 lb");
  expect(errorUnder(weight)).toBe("Weight must be a positive number (lb) with at most 3 decimals");
  expect(fetchMock).not.toHaveBeenCalled();
});

it("asks for all three sides or none, each blank one named", async () => {
  const { container, form } = await formWithoutPackage();
  await type(field(container, "Weight (lb)"), "17.5");
  await type(field(container, "Length"), "38");
  await submit(form);
  await settle();
  expect(errorUnder(field(container, "Width"))).toBe(packageMessages.allThreeSides);
  expect(errorUnder(field(container, "Height"))).toBe(packageMessages.allThreeSides);
  expect(errorUnder(field(container, "Length"))).toBeNull();
  expect(fetchMock).not.toHaveBeenCalled();
});

it("sends the weight and the size in pounds and inches", async () => {
  fetchMock.mockResolvedValue(jsonAnswer(201, { insertedId: "part-7" }));
  const { container, form } = await formWithoutPackage();
  await type(field(container, "Weight (lb)"), "17.5");
  await type(field(container, "Length"), "38");
  await type(field(container, "Width"), "24");
  await type(field(container, "Height"), "5.25");
  await submit(form);
  await settle();
  expect(fetchCalls(fetchMock)[0]!.body).toMatchObject({
    weight: 17.5,
    dimensions: { length: 38, width: 24, height: 5.25 },
  });
});
