/** @jest-environment node */
// Quick order at size: 2,000 lines in one call, the text's limits, guests, and no writes.
import { sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { rowsOf } from "@/lib/db/rows";
import { createUser } from "../../helpers/accounts";
import { checkedLines, errorOf, numberedPart, quickOrder } from "./quick-order-calls";

let buyer: { uid: string };
const PARTS = 120;

beforeAll(async () => {
  buyer = await createUser();
  for (let n = 0; n < PARTS; n += 1)
    await numberedPart(`QL-${1000 + n}`, [`OEM ${5000 + n}`], { orderQty: 10, orderMultiple: 5 });
});

/** What a quick order must never change: stock, carts, orders, parts. */
async function writtenState() {
  const db = await getDb();
  return rowsOf(
    await db.execute(sql`SELECT
      (SELECT sum(available_qty)::int FROM parts) AS stock,
      (SELECT count(*)::int FROM parts) AS parts,
      (SELECT count(*)::int FROM cart_lines) AS cart_lines,
      (SELECT count(*)::int FROM orders) AS orders`),
  )[0];
}

/** 2,000 lines: each part by its number, by its OEM number, off its multiple, unknown numbers. */
function bigText() {
  const lines: string[] = ["part number,quantity"];
  for (let n = 0; n < 2000; n += 1) {
    const number = 1000 + (n % PARTS);
    const kind = Math.floor(n / PARTS);
    if (kind === 0) lines.push(`QL-${number}, 10`);
    else if (kind === 1) lines.push(`oem ${5000 + (n % PARTS)};15`);
    else if (n % 3 === 0) lines.push(`QL-${number}\t12`);
    else lines.push(`ZZ-${n} ${n}`);
    if (n % 100 === 0) lines.push("");
  }
  return lines.join("\n");
}

describe("POST /api/quick-order at size", () => {
  it("judges 2,000 lines in one call, one verdict per part or unknown line in order, writing nothing", async () => {
    const before = await writtenState();
    const text = bigText();
    const lines = await checkedLines(buyer, text);
    const rows = text.split("\n");
    const expected = rows
      .map((line, index) => ({ line, number: index + 1 }))
      .filter(({ line, number }) => line.trim() !== "" && number > 1)
      .map(({ number }) => number);
    // Every line is answered once: by its own verdict, or added into its part's first line.
    const verdictLines = lines.map((line) => line.line);
    const merged = lines.flatMap((line) => line.mergedLines);
    expect([...verdictLines, ...merged].sort((a, b) => a - b)).toEqual(expected);
    expect(verdictLines).toEqual([...verdictLines].sort((a, b) => a - b));
    expect(lines).toHaveLength(2000 - merged.length);
    // Each part once, on its first line, whether named by its number or its OEM number.
    expect(lines.filter((line) => line.partId !== null)).toHaveLength(PARTS);
    const ofFirstPart = rows
      .map((line, index) => ({ line, number: index + 1 }))
      .filter(({ line }) => /^(QL-1000[,\t]|oem 5000;)/.test(line));
    const added = ofFirstPart.reduce((sum, { line }) => sum + Number(/(\d+)$/.exec(line)![1]), 0);
    expect(lines[0]).toMatchObject({
      line: 2,
      quantity: added,
      mergedLines: ofFirstPart.slice(1).map(({ number }) => number),
      note: `QL-1000 was on ${ofFirstPart.length} lines (${ofFirstPart
        .slice(0, -1)
        .map(({ number }) => number)
        .join(", ")} and ${ofFirstPart.at(-1)!.number}); their quantities were added: ${added}.`,
    });
    const unknown = lines.filter((line) => line.partNumber.startsWith("ZZ-"));
    expect(unknown.length).toBeGreaterThan(1000);
    expect(unknown.every((line) => line.status === "error" && line.partId === null)).toBe(true);
    expect(await writtenState()).toEqual(before);
  });

  it("refuses a text over 1 MB (413), over 5,000 lines, empty or not a text (400)", async () => {
    const big = await quickOrder(buyer, { text: "x".repeat(1_000_001) });
    expect(big.status).toBe(413);
    expect(errorOf(big)).toBe("The text is too large: at most 1 MB.");
    const huge = await quickOrder(buyer, JSON.stringify({ text: "x".repeat(4 * 1024 * 1024) }));
    expect(huge.status).toBe(413);
    const many = await quickOrder(buyer, { text: "QL-1000, 10\n".repeat(5001) });
    expect(many.status).toBe(400);
    expect(errorOf(many)).toBe("At most 5,000 lines at a time: split the list.");
    const empty = await quickOrder(buyer, { text: " \n\n" });
    expect(empty.status).toBe(400);
    expect(errorOf(empty)).toBe("Paste at least one line: a part number and a quantity.");
    expect((await quickOrder(buyer, { text: 42 })).status).toBe(400);
    expect((await quickOrder(buyer, { text: "QL-1000\u0000, 10" })).status).toBe(400);
    expect((await quickOrder(buyer, "not json")).status).toBe(400);
  });

  it("answers guests 401", async () => {
    const guest = await quickOrder(null, { text: "QL-1000, 10" });
    expect(guest.status).toBe(401);
    expect(errorOf(guest)).toBe("You need to sign in first.");
  });
});
