// The quantity a part's page carries to its purchase page (`?quantity=`), and how the purchase
// page reads it: a whole quantity is kept (the form judges it), anything else falls back to MOQ.
import { purchasePath } from "@/domains/catalog/purchase-path";
import { startingQuantity } from "@/domains/catalog/purchase-query";

describe("purchasePath", () => {
  const part = { _id: "p1", orderQty: 100 };
  it("carries the typed quantity, and leaves the MOQ and a blank box out", () => {
    expect(purchasePath(part, "1000")).toBe("/purchase/p1?quantity=1000");
    expect(purchasePath(part, " 1000 ")).toBe("/purchase/p1?quantity=1000");
    expect(purchasePath(part, "100")).toBe("/purchase/p1");
    expect(purchasePath(part, "")).toBe("/purchase/p1");
    expect(purchasePath(part, "a&b=c")).toBe("/purchase/p1?quantity=a%26b%3Dc");
  });
});

describe("startingQuantity", () => {
  it.each([
    ["1000", 1000],
    ["5", 5],
    ["1000000", 1_000_000],
  ])("keeps %p", (sent, quantity) => expect(startingQuantity(sent, 100)).toBe(quantity));

  it.each([
    [undefined],
    [""],
    ["0"],
    ["-5"],
    ["12.5"],
    ["1e3"],
    ["abc"],
    ["99999999"],
    ["1000001"],
    [["1000", "2000"]],
  ])("falls back to the MOQ for %p", (sent) => expect(startingQuantity(sent, 100)).toBe(100));
});
