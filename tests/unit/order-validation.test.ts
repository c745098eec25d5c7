import type { z } from "zod";
import { dollarsToCents, MAX_QUANTITY, wholeQuantity } from "@/lib/validation/numbers";
import { orderMessages } from "@/domains/ordering/order-texts";
import { orderFormSchema, placeOrderSchema } from "@/domains/ordering/orders";

/**
 * The parsed value, or the message shown for each field that fails: the first one for its path,
 * as the form shows it and as the server answers it.
 */
function outcome(schema: z.ZodType, value: unknown): { data: unknown } | { errors: string[] } {
  const result = schema.safeParse(value);
  if (result.success) return { data: result.data };
  const firstByPath = new Map<string, string>();
  for (const issue of result.error.issues) {
    const path = issue.path.join(".");
    if (!firstByPath.has(path)) firstByPath.set(path, issue.message);
  }
  return { errors: [...firstByPath.values()] };
}

describe("orderFormSchema: the purchase form's live messages", () => {
  const form = orderFormSchema({ minimum: 10, available: 50 });
  const valid = { phone: "+1 (555) 010-0100", address: "1 Main St, Detroit", quantity: "10" };
  const quantityErrors = (quantity: unknown) => outcome(form, { ...valid, quantity });

  test("the MOQ and the whole stock are both allowed; strings become numbers", () => {
    // City, state and ZIP are optional on the purchase form: left out, they are null.
    const unplaced = { city: null, state: null, zip: null };
    expect(outcome(form, valid)).toEqual({ data: { ...valid, ...unplaced, quantity: 10 } });
    expect(quantityErrors(50)).toEqual({ data: { ...valid, ...unplaced, quantity: 50 } });
    expect(quantityErrors(" 25 ")).toEqual({ data: { ...valid, ...unplaced, quantity: 25 } });
  });

  test("above the stock: 'Your order quantity should be in {available}'", () => {
    expect(quantityErrors(51)).toEqual({ errors: ["Your order quantity should be in 50"] });
    expect(quantityErrors("5000")).toEqual({ errors: [orderMessages.aboveStock(50)] });
  });

  test("below the MOQ: 'Quantity must be greater than {minimum}'", () => {
    expect(quantityErrors(9)).toEqual({ errors: ["Quantity must be greater than 10"] });
    expect(quantityErrors("1")).toEqual({ errors: [orderMessages.belowMinimum(10)] });
  });

  test.each(["", "   ", null, undefined])("%p: 'Order Quantity field is required'", (quantity) => {
    expect(quantityErrors(quantity)).toEqual({ errors: ["Order Quantity field is required"] });
  });

  test.each([2.5, "12.5", "abc", "1e2", 1e308])("%p is not a whole number", (quantity) => {
    expect(quantityErrors(quantity)).toEqual({ errors: ["Order quantity must be a whole number"] });
  });

  // Issue 12: a negative or zero quantity is below the minimum, and says so in the spec's words.
  test.each(["-20", -5, "0"])("%p is below the minimum", (quantity) => {
    expect(quantityErrors(quantity)).toEqual({ errors: [orderMessages.belowMinimum(10)] });
  });

  test("the bounds follow the part: nothing in stock refuses every quantity", () => {
    const soldOut = orderFormSchema({ minimum: 10, available: 0 });
    expect(outcome(soldOut, valid)).toEqual({ errors: [orderMessages.aboveStock(0)] });
  });

  test.each([
    ["", "Phone field is required"],
    ["   ", "Phone field is required"],
    ["call me", "Phone Number must be number value"],
    ["(-)", "Phone Number must be number value"],
    ["555-CALL-NOW", "Phone Number must be number value"],
  ])("phone %p: %s", (phone, message) => {
    expect(outcome(form, { ...valid, phone })).toEqual({ errors: [message] });
  });

  test.each(["+880 1712-345678", "(313) 555 0100", "5550100"])("phone %p passes", (phone) => {
    expect(outcome(form, { ...valid, phone })).toMatchObject({ data: { phone } });
  });

  test("a missing phone and address give the spec's two messages", () => {
    expect(outcome(form, { quantity: 10 })).toEqual({
      errors: ["Phone field is required", "Address field is required"],
    });
    expect(outcome(form, { ...valid, address: "  " })).toEqual({
      errors: ["Address field is required"],
    });
  });
});

describe("wholeQuantity", () => {
  const quantity = wholeQuantity("Stock", "Stock is required", 0);

  test("takes numbers and numeric strings, from the minimum to MAX_QUANTITY", () => {
    expect(outcome(quantity, 0)).toEqual({ data: 0 });
    expect(outcome(quantity, "0042")).toEqual({ data: 42 });
    expect(outcome(quantity, MAX_QUANTITY)).toEqual({ data: MAX_QUANTITY });
    expect(outcome(quantity, String(MAX_QUANTITY + 1))).toEqual({
      errors: ["Stock must be at most 1,000,000"],
    });
    expect(outcome(wholeQuantity("Qty", "Qty is required"), 0)).toEqual({
      errors: ["Qty must be at least 1"],
    });
  });

  test.each([-1, "+5", "5.0", "0x10", "99999999999999999999"])("refuses %p", (v) => {
    expect(outcome(quantity, v)).toEqual({ errors: [expect.stringMatching(/^Stock must be/)] });
  });

  test.each([null, {}, [], true, Infinity, NaN])("%p is 'required'", (value) => {
    expect(outcome(quantity, value)).toEqual({ errors: ["Stock is required"] });
  });
});

describe("dollarsToCents", () => {
  const price = dollarsToCents("Price", "Price is required");

  test.each([
    ["12.34", 1234],
    [12.34, 1234],
    [19.99, 1999],
    [0.29, 29],
    ["0.1", 10],
    ["1000000", 100_000_000],
  ])("%p → %i cents", (value, cents) => {
    expect(outcome(price, value)).toEqual({ data: cents });
  });

  test.each(["12.345", -1, "-1", "1e3", "$5", "abc"])("%p is refused", (value) => {
    expect(outcome(price, value)).toEqual({
      errors: ["Price must be a positive amount with at most 2 decimals"],
    });
  });

  test("zero, too much and nothing", () => {
    expect(outcome(price, "0.00")).toEqual({ errors: ["Price must be more than 0"] });
    expect(outcome(price, "1000000.01")).toEqual({ errors: ["Price is too large"] });
    expect(outcome(price, "")).toEqual({ errors: ["Price is required"] });
  });
});

describe("placeOrderSchema: the original client's body", () => {
  const body = {
    uid: "u1",
    author: { name: "Ann", email: "ann@example.com" },
    productInfo: { id: "part-1", productName: "x", price: "24.5", orderQty: "100", image: "y" },
    address: { address: "Detroit", phone: "+1 555 0100" },
  };

  test("keeps only what the server uses, as numbers and cents", () => {
    expect(outcome(placeOrderSchema, body)).toEqual({
      data: {
        uid: "u1",
        author: { email: "ann@example.com" },
        productInfo: { id: "part-1", price: 2450, orderQty: 100 },
        // The original client sends no city, state or ZIP: the order has none.
        address: { address: "Detroit", phone: "+1 555 0100", city: null, state: null, zip: null },
      },
    });
  });

  test("a part id that is not one of ours is refused", () => {
    const tampered = { ...body, productInfo: { ...body.productInfo, id: "../etc" } };
    expect(outcome(placeOrderSchema, tampered)).toEqual({ errors: ["Product id is invalid"] });
  });
});
