// Quantity advice never names more than the stock: the nearest allowed quantities the stock
// covers, else the largest allowed one within it, else out of stock (issue 28).
import { judgeLine } from "@/domains/ordering/order-line-json";
import { quantityAdvice } from "@/domains/catalog/quantity-advice";
import { offeredQuantities } from "@/domains/catalog/quantity-rules";
import { orderFormSchema } from "@/domains/ordering/orders";

// The issue's part: 8,540 in stock, sold from 150 pcs in steps of 150.
const steps150 = { minOrderQty: 150, orderMultiple: 150, availableQty: 8540 };

describe("quantity advice within the stock", () => {
  it("answers 85,400 of 8,540 with the largest valid quantity in stock, not 85350 or 85500", () => {
    expect(quantityAdvice(steps150, 85_400)).toEqual({
      problem: "over-stock",
      suggestions: [8400],
      message: "Only 8540 pcs in stock: Order 8400 pcs.",
    });
  });

  it("drops the nearest quantity above the stock and keeps the one below", () => {
    const part = { minOrderQty: 48, orderMultiple: 24, availableQty: 100 };
    expect(offeredQuantities(part, 97, part.availableQty)).toEqual([96]);
    expect(quantityAdvice(part, 97)).toEqual({
      problem: "not-allowed",
      suggestions: [96],
      message: "Order 96 pcs (sold from 48 pcs in steps of 24).",
    });
  });

  it("keeps both nearest quantities when the stock covers them", () => {
    expect(quantityAdvice(steps150, 400)).toMatchObject({
      problem: "not-allowed",
      suggestions: [300, 450],
    });
  });

  it("says out of stock when the stock cannot fill one minimum order", () => {
    const scarce = { minOrderQty: 50, orderMultiple: 1, availableQty: 30 };
    expect(quantityAdvice(scarce, 5)).toEqual({
      problem: "over-stock",
      suggestions: [],
      message: "Out of stock right now.",
    });
    expect(quantityAdvice(scarce, 500)).toMatchObject({ suggestions: [] });
  });

  it("gives no advice for an allowed quantity in stock", () => {
    expect(quantityAdvice(steps150, 8400)).toBeNull();
    expect(quantityAdvice(steps150, 150)).toBeNull();
  });

  it("never suggests above the stock, whatever is asked", () => {
    const parts = [
      steps150,
      { minOrderQty: 48, orderMultiple: 24, availableQty: 100 },
      { minOrderQty: 10, orderMultiple: 5, availableQty: 7 },
      { minOrderQty: 1, orderMultiple: 1, availableQty: 0 },
    ];
    for (const part of parts)
      for (const asked of [1, 9, 49, 97, 101, 150, 8541, 85_400, 999_999]) {
        const advice = quantityAdvice(part, asked);
        for (const offered of advice?.suggestions ?? []) {
          expect(offered).toBeLessThanOrEqual(part.availableQty);
          expect(quantityAdvice(part, offered)).toBeNull();
        }
      }
  });

  it("is what the cart, quick order and checkout judge a line with", () => {
    const line = { ...steps150, priceCents: 1000, priceTiers: [] };
    expect(judgeLine(line, 85_400)).toMatchObject({
      ok: false,
      problem: "over-stock",
      suggestions: [8400],
      message: "Only 8540 pcs in stock: Order 8400 pcs.",
    });
  });

  it("is what the purchase form says for a quantity off the steps", () => {
    const schema = orderFormSchema({ minimum: 48, available: 100, multiple: 24 });
    const parsed = schema.shape.quantity.safeParse("97");
    expect(parsed.error?.issues.map((issue) => issue.message)).toEqual([
      "Order 96 pcs (sold from 48 pcs in steps of 24).",
    ]);
  });
});
