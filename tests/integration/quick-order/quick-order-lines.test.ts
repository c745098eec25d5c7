/** @jest-environment node */
// Quick order's verdict on each line: separators, spellings, OEM numbers, unknown numbers,
// quantities refused with the nearest valid ones, stock, a part on several lines added up,
// missing quantities.
import { createUser } from "../../helpers/accounts";
import type { PartRow } from "../../helpers/orders";
import { checkedLines, numberedPart, verdict } from "./quick-order-calls";

let buyer: { uid: string };
const part: Record<"a" | "b" | "c" | "d" | "e" | "f", PartRow> = {} as never;

beforeAll(async () => {
  buyer = await createUser();
  part.a = await numberedPart("QO-1001", ["04465-QO111"], {
    priceCents: 1000,
    orderQty: 10,
    priceTiers: [{ minQty: 100, priceCents: 800 }],
  });
  part.b = await numberedPart("QO-2002", [], { priceCents: 500, orderQty: 48, orderMultiple: 24 });
  part.c = await numberedPart("QO-3003", [], { priceCents: 250, orderQty: 10, availableQty: 25 });
  part.d = await numberedPart("QO-4004", ["SHARED-9090"], { priceCents: 100 });
  part.e = await numberedPart("QO-5005", ["SHARED-9090"], { priceCents: 100 });
  part.f = await numberedPart("QO-1002", [], { priceCents: 100 });
});

describe("POST /api/quick-order: each line judged", () => {
  it("reads any separator and spelling, skips blank lines and the header, applies price breaks", async () => {
    const text = [
      "Part number; Qty",
      "QO-1001, 100",
      "",
      "qo 2002;72",
      "QO3003\t20",
      '"QO-4004" | 10',
      "QO 5005 10",
      "   ",
    ].join("\n");
    const lines = await checkedLines(buyer, text);
    expect(lines.map(verdict)).toEqual([
      {
        line: 2,
        partNumber: "QO-1001",
        quantity: 100,
        status: "ok",
        partId: part.a.id,
        unitPrice: 8,
        listUnitPrice: null,
        lineTotal: 800,
        message: null,
        mergedLines: [],
        note: null,
        suggestions: [],
      },
      expect.objectContaining({
        line: 4,
        partNumber: "qo 2002",
        quantity: 72,
        status: "ok",
        partId: part.b.id,
        unitPrice: 5,
        listUnitPrice: null,
        lineTotal: 360,
      }),
      expect.objectContaining({
        line: 5,
        partNumber: "QO3003",
        quantity: 20,
        status: "ok",
        partId: part.c.id,
      }),
      expect.objectContaining({
        line: 6,
        partNumber: "QO-4004",
        quantity: 10,
        status: "ok",
        partId: part.d.id,
      }),
      expect.objectContaining({
        line: 7,
        partNumber: "QO 5005",
        quantity: 10,
        status: "ok",
        partId: part.e.id,
      }),
    ]);
    expect(lines[0]!.part).toEqual({
      productName: part.a.productName,
      partNumber: "QO-1001",
      url: expect.stringMatching(/^\/parts\/qo-1001-/),
      image: part.a.image,
    });
  });

  it("finds a part by its OEM number, and names every part of a shared OEM number", async () => {
    const [oem, shared] = await checkedLines(buyer, "04465 qo111, 10\nSHARED 9090, 10");
    expect(oem).toMatchObject({ status: "ok", partId: part.a.id, unitPrice: 10, lineTotal: 100 });
    expect(verdict(shared!)).toEqual({
      line: 2,
      partNumber: "SHARED 9090",
      quantity: 10,
      status: "error",
      partId: null,
      unitPrice: null,
      listUnitPrice: null,
      lineTotal: null,
      message: "SHARED 9090 is the number of 2 parts (QO-4004, QO-5005): write the one you mean.",
      mergedLines: [],
      note: null,
      suggestions: ["QO-4004", "QO-5005"],
    });
  });

  it("offers the closest part numbers for an unknown one", async () => {
    const [unknown] = await checkedLines(buyer, "QO-1003, 10");
    expect(unknown).toMatchObject({ status: "error", partId: null, unitPrice: null, part: null });
    expect(unknown!.suggestions).toEqual(expect.arrayContaining(["QO-1001", "QO-1002"]));
    expect(unknown!.suggestions.length).toBeLessThanOrEqual(5);
    expect(unknown!.message).toMatch(/^No part has the number QO-1003\. Did you mean .*QO-1001/);
  });

  it("offers the nearest valid quantities below the MOQ, off the multiple and over stock", async () => {
    const lines = await checkedLines(buyer, "QO-2002, 50\nQO-1001, 5\nQO-3003, 30");
    expect(lines.map(verdict)).toEqual([
      expect.objectContaining({
        status: "error",
        partId: part.b.id,
        quantity: 50,
        unitPrice: 5,
        listUnitPrice: null,
        lineTotal: null,
        message: "Order 48 or 72 pcs (sold from 48 pcs in steps of 24).",
        suggestions: [48, 72],
      }),
      expect.objectContaining({
        status: "error",
        partId: part.a.id,
        message: "Order 10 pcs (sold from 10 pcs).",
        suggestions: [10],
      }),
      expect.objectContaining({
        status: "error",
        partId: part.c.id,
        message: "Only 25 pcs in stock: Order 25 pcs.",
        suggestions: [25],
      }),
    ]);
  });

  it("adds up a part named on several lines, in any spelling, into one line and says so", async () => {
    const lines = await checkedLines(
      buyer,
      "QO-1001, 10\nQO-2002, 48\n04465-QO111, 20\nqo 1001; 70",
    );
    expect(lines.map((line) => line.line)).toEqual([1, 2]);
    expect(verdict(lines[0]!)).toEqual({
      line: 1,
      partNumber: "QO-1001",
      quantity: 100,
      status: "ok",
      partId: part.a.id,
      // 100 pieces reach the price break of part a.
      unitPrice: 8,
      listUnitPrice: null,
      lineTotal: 800,
      message: null,
      mergedLines: [3, 4],
      note: "QO-1001 was on 3 lines (1, 3 and 4); their quantities were added: 100.",
      suggestions: [],
    });
    expect(lines[1]).toMatchObject({ line: 2, status: "ok", mergedLines: [], note: null });
  });

  it("judges the quantities added up: past the stock, it offers what the stock allows", async () => {
    const [line] = await checkedLines(buyer, "QO-3003, 20\nqo3003 10");
    expect(line).toMatchObject({
      line: 1,
      quantity: 30,
      status: "error",
      partId: part.c.id,
      message: "Only 25 pcs in stock: Order 25 pcs.",
      suggestions: [25],
      mergedLines: [2],
      note: "QO-3003 was on 2 lines (1 and 2); their quantities were added: 30.",
    });
  });

  it("keeps a line of the part without a quantity apart, offering no MOQ to add twice", async () => {
    const lines = await checkedLines(buyer, "QO-1001\nQO-1001, 10");
    expect(lines.map(verdict)).toEqual([
      expect.objectContaining({
        line: 1,
        quantity: null,
        status: "error",
        message: "Add a quantity after the part number.",
        suggestions: [],
      }),
      expect.objectContaining({ line: 2, quantity: 10, status: "ok", mergedLines: [] }),
    ]);
  });

  it("asks for a missing or unreadable quantity, offering the MOQ", async () => {
    const lines = await checkedLines(buyer, "QO-1001\nQO-2002, lots\nQO 3003");
    expect(lines.map(verdict)).toEqual([
      expect.objectContaining({
        partNumber: "QO-1001",
        quantity: null,
        status: "error",
        partId: part.a.id,
        unitPrice: 10,
        listUnitPrice: null,
        message: "Add a quantity after the part number.",
        suggestions: [10],
      }),
      expect.objectContaining({
        quantity: null,
        partId: part.b.id,
        message: "Write the quantity as a whole number of pieces (500, not 500.5 or 5e2).",
        suggestions: [48],
      }),
      // Split on spaces "QO 3003" reads as QO × 3003; no part QO, so the whole line is the number.
      expect.objectContaining({
        partNumber: "QO 3003",
        quantity: null,
        partId: part.c.id,
        message: "Add a quantity after the part number.",
      }),
    ]);
  });
});
