import { returnableQuantity } from "@/domains/returns";

const order = { _id: "o1", productInfo: { orderQty: 4 }, coresOutstanding: 3 };
const entry = (
  reason: "core" | "not-needed" | "wrong-part",
  status: "requested" | "approved" | "received" | "refunded" | "rejected",
  quantity: number,
  orderId = "o1",
) => ({ orderId, reason, status, quantity });

describe("returnableQuantity", () => {
  it("offers the whole order when nothing was returned", () => {
    expect(returnableQuantity(order, [], false)).toBe(4);
    expect(returnableQuantity(order, [], true)).toBe(3);
  });

  it("takes every piece return but the rejected ones off the pieces", () => {
    const returns = [
      entry("not-needed", "refunded", 1),
      entry("wrong-part", "requested", 1),
      entry("not-needed", "rejected", 2),
      entry("core", "requested", 1),
      entry("not-needed", "approved", 1, "other"),
    ];
    expect(returnableQuantity(order, returns, false)).toBe(2);
  });

  it("takes only the cores still on their way off the outstanding ones", () => {
    // A received core is already off coresOutstanding; a rejected one never counted.
    const returns = [
      entry("core", "requested", 1),
      entry("core", "approved", 1),
      entry("core", "received", 1),
      entry("core", "rejected", 1),
    ];
    expect(returnableQuantity(order, returns, true)).toBe(1);
  });

  it("never goes below zero", () => {
    expect(returnableQuantity(order, [entry("not-needed", "requested", 9)], false)).toBe(0);
  });
});
