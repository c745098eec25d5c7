// Quick order's line reader: separators, quotes, spaces, the header, and the chips' line edit.
import { replaceLine } from "@/components/ordering/quick-order/line-edits";
import { cellsOf, parseQuickOrder, quantityOf } from "@/domains/ordering/server/quick-order/parse";

describe("cellsOf", () => {
  it.each([
    ["BP-1234, 500", "BP-1234", "500"],
    ["BP-1234;500", "BP-1234", "500"],
    ["BP-1234\t500", "BP-1234", "500"],
    ["BP-1234 | 500", "BP-1234", "500"],
    ["BP 1234 500", "BP 1234", "500"],
    ['"BP, 1234",500', "BP, 1234", "500"],
    ['"say ""x""";7', 'say "x"', "7"],
    ["BP-1234, 500, brake pads", "BP-1234", "500"],
    ["BP-1234", "BP-1234", null],
    ["BP-1234,", "BP-1234", null],
  ])("reads %j", (line, number, quantity) => {
    expect(cellsOf(line)).toMatchObject({ number, quantity });
  });
});

describe("parseQuickOrder", () => {
  it("numbers lines as the text does, skipping blank lines and a header", () => {
    const lines = parseQuickOrder("\uFEFFsku;qty\r\n\r\nbp 1234, 5\n  \nOF-1 7");
    expect(
      lines.map(({ line, partNumber, key, quantityText }) => [line, partNumber, key, quantityText]),
    ).toEqual([
      [3, "bp 1234", "BP1234", "5"],
      [5, "OF-1", "OF1", "7"],
    ]);
    expect(lines[1]!.whole).toEqual({ partNumber: "OF-1 7", key: "OF17" });
  });

  it("keeps a first line that is an order line", () => {
    expect(parseQuickOrder("BP-1234, 5")).toHaveLength(1);
    expect(parseQuickOrder("Part number, Quantity\nBP-1, 2")).toHaveLength(1);
  });
});

describe("quantityOf", () => {
  it.each([
    ["500", 500],
    ["48 pcs", 48],
    ["0", 0],
    ["500.5", null],
    ["5e2", null],
    ["-3", null],
    ["1,000", null],
    ["lots", null],
  ])("reads %j as %j", (cell, quantity) => expect(quantityOf(cell)).toBe(quantity));
});

describe("replaceLine", () => {
  it("rewrites only the named line as 'number, quantity'", () => {
    expect(replaceLine("a;1\nb 2\nc", 2, { partNumber: "B-2", quantity: 48 })).toBe(
      "a;1\nB-2, 48\nc",
    );
    expect(replaceLine("a;1", 1, { partNumber: "A", quantity: null })).toBe("A,");
  });

  it("empties the later lines whose quantities the fixed line holds, keeping the numbering", () => {
    expect(replaceLine("a;1\nb 2\nA 3\nc", 1, { partNumber: "a", quantity: 4 }, [3])).toBe(
      "a, 4\nb 2\n\nc",
    );
  });
});
