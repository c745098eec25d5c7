import { excerpt } from "@/lib/text";
import { formatDollars } from "@/lib/money";

describe("excerpt", () => {
  it("keeps the first characters and marks the cut", () => {
    expect(excerpt("a".repeat(70), 60)).toBe(`${"a".repeat(60)}…`);
  });
  it("leaves a short text whole", () => {
    expect(excerpt("Short text", 60)).toBe("Short text");
  });
});

describe("formatDollars", () => {
  it("shows two decimals and thousands separators", () => {
    expect(formatDollars(24.5)).toBe("24.50");
    expect(formatDollars(1234)).toBe("1,234.00");
  });
});
