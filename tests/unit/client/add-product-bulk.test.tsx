/** @jest-environment jsdom */
// Add Product's bulk terms: the order multiple and the price breaks are sent as the API takes
// them (rows added and removed), and breaks that break the rules are refused at their row's field.
import { act } from "react";
import { AddProductForm } from "@/components/catalog/manage/add-product-form";
import { priceTierFormTexts } from "@/domains/catalog/price-tier-form-texts";
import {
  button,
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

/** Clicks "Add price break" and types the new row. */
async function addBreak(container: HTMLElement, minQty: string, price: string) {
  await act(async () => button(container, priceTierFormTexts.addTier).click());
  const n = container.querySelectorAll("[data-testid=price-tier-row]").length;
  await type(field(container, `Price break ${n}: From (pcs)`), minQty);
  await type(field(container, `Price break ${n}: Unit price ($)`), price);
}

async function filledForm(bulk: { orderMultiple: string; priceTiers: [string, string][] }) {
  const container = await render(<AddProductForm />);
  await type(field(container, "Product name"), "Ceramic front brake pads");
  await type(field(container, "Available quantity (pcs)"), "4800");
  await type(field(container, "Maximum Order Quantity (pcs)"), "48");
  await type(field(container, "Price ($)"), "30.00");
  await type(field(container, "Product description"), "Sold by the crate");
  await type(field(container, "Part number"), "BP-4848");
  await type(field(container, "Brand"), "Stopwell");
  await choose(field(container, "Category"), "Brakes › Pads");
  await type(field(container, "Weight (lb)"), "3.2");
  await type(field(container, "Order multiple"), bulk.orderMultiple);
  for (const [minQty, price] of bulk.priceTiers) await addBreak(container, minQty, price);
  const urlTab = container.querySelector<HTMLInputElement>('input[aria-label="Image URL"]')!;
  await act(async () => urlTab.click());
  await type(field(container, "Image URL"), "https://images.example.com/pads.webp");
  return { container, form: container.querySelector("form")! };
}

describe("Add Product's order multiple and price breaks", () => {
  it("sends the multiple and the breaks in dollars", async () => {
    fetchMock.mockResolvedValue(jsonAnswer(201, { insertedId: "part-9" }));
    const { container, form } = await filledForm({
      orderMultiple: "24",
      priceTiers: [
        ["240", "27.50"],
        ["480", "25"],
        ["960", "20"],
      ],
    });
    // The third row is removed again.
    const remove = `button[aria-label="${priceTierFormTexts.removeTier(3)}"]`;
    await act(async () => container.querySelector<HTMLButtonElement>(remove)!.click());
    await submit(form);
    await settle();
    expect(fetchCalls(fetchMock)).toMatchObject([
      {
        method: "POST",
        url: "/api/parts",
        body: {
          orderQty: 48,
          orderMultiple: 24,
          priceTiers: [
            { minQty: 240, price: 27.5 },
            { minQty: 480, price: 25 },
          ],
        },
      },
    ]);
  });

  it("shows each refused break at its row's field, and sends nothing", async () => {
    const { container, form } = await filledForm({
      orderMultiple: "24",
      priceTiers: [["48", "20"]],
    });
    await submit(form);
    await settle();
    const from = (n: number) => field(container, `Price break ${n}: From (pcs)`);
    const price = (n: number) => field(container, `Price break ${n}: Unit price ($)`);
    expect(errorUnder(from(1))).toBe(priceTierFormTexts.tierBelowMinimum(1, 48));
    await type(from(1), "240");
    await type(price(1), "30");
    await submit(form);
    await settle();
    expect(errorUnder(price(1))).toBe(priceTierFormTexts.tierNotCheaper(1));
    await type(price(1), "27.50");
    await addBreak(container, "480", "28");
    await submit(form);
    await settle();
    expect(errorUnder(price(2))).toBe(priceTierFormTexts.tierPriceNotFalling(2, 480));
    expect(errorUnder(from(2))).toBeNull();
    await type(field(container, "Order multiple"), "0");
    await settle();
    expect(errorUnder(field(container, "Order multiple"))).toBe(
      "Order multiple must be at least 1",
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
