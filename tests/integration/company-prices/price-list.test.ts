/** @jest-environment node */
// A company's price list (issue 31, company prices), on both databases: PUT replaces it from a
// CSV file (shop admins only), every wrong line and every unknown part is named by its line
// number with nothing written, and GET reads it back as the same CSV for the shop's admins and
// the company's own; a buyer hears 403, anyone outside the company 404, a guest 401.
import { priceListMessages as m } from "@/domains/companies/company-price-texts";
import type { PriceListIssue } from "@/domains/companies/company-prices";
import { createPart, type PartRow } from "../../helpers/orders";
import {
  aCompany,
  aCustomer,
  aShopAdmin,
  guest,
  readPrices,
  storedPrices,
  uploadPrices,
} from "./prices-support";

let parts: PartRow[];
let shopAdmin: Awaited<ReturnType<typeof aShopAdmin>>;
beforeAll(async () => {
  parts = [
    await createPart({ priceCents: 929 }),
    await createPart({ priceCents: 1500 }),
    await createPart({ priceCents: 4000 }),
  ];
  shopAdmin = await aShopAdmin();
});

const numberOf = (index: number) => parts[index]!.partNumber;
const issuesOf = (answer: { body: unknown }) =>
  (answer.body as { issues: PriceListIssue[] }).issues;

describe("uploading a price list", () => {
  it("replaces the list and reads it back as CSV, by part number, for both kinds of admin", async () => {
    const company = await aCompany("Upload Co");
    const first = await uploadPrices(
      shopAdmin.headers,
      company.id,
      `partNumber,price\n${numberOf(0)},8.90\n${numberOf(1)},12\n`,
    );
    expect(first).toMatchObject({ status: 200, body: { insertedCount: 2, deletedCount: 0 } });
    // Columns in either order, any case, a number in another spelling (lower case, no dashes).
    const spelled = numberOf(2).toLowerCase().replaceAll("-", "");
    const second = await uploadPrices(
      shopAdmin.headers,
      company.id,
      `Price,PARTNUMBER\r\n7.5,${numberOf(0)}\r\n"35.00",${spelled}\r\n`,
    );
    expect(second).toMatchObject({ status: 200, body: { insertedCount: 2, deletedCount: 2 } });
    expect(await storedPrices(company.id)).toEqual(
      [
        { partId: parts[0]!.id, priceCents: 750 },
        { partId: parts[2]!.id, priceCents: 3500 },
      ].sort((a, b) => a.partId.localeCompare(b.partId)),
    );
    const expected = `partNumber,price\n${[
      [numberOf(0), "7.50"],
      [numberOf(2), "35.00"],
    ]
      .sort(([a], [b]) => a!.localeCompare(b!))
      .map((cells) => cells.join(","))
      .join("\n")}\n`;
    for (const headers of [shopAdmin.headers, company.admin.headers]) {
      const read = await readPrices(headers, company.id);
      expect(read.status).toBe(200);
      expect(read.headers.get("content-type")).toContain("text/csv");
      expect(read.headers.get("cache-control")).toBe("private, no-store");
      expect(read.body).toBe(expected);
    }
    // A header alone empties the list.
    expect(await uploadPrices(shopAdmin.headers, company.id, "partNumber,price\n")).toMatchObject({
      status: 200,
      body: { insertedCount: 0, deletedCount: 2 },
    });
    expect((await readPrices(shopAdmin.headers, company.id)).body).toBe("partNumber,price\n");
  });

  it("names every wrong line and every unknown part by its line, and writes nothing", async () => {
    const company = await aCompany("Bad Lines Co");
    await uploadPrices(shopAdmin.headers, company.id, `partNumber,price\n${numberOf(0)},9.00`);
    const before = await storedPrices(company.id);
    const text = [
      "partNumber,price",
      `${numberOf(0)},8.90`,
      `${numberOf(1)},abc`,
      `,5.00`,
      `${numberOf(2)},0`,
      `NO-SUCH-PART-77,4.00`,
      `${numberOf(2)},1.234`,
      `${numberOf(1)},3.00,extra`,
    ].join("\n");
    const answer = await uploadPrices(shopAdmin.headers, company.id, text);
    expect(answer).toMatchObject({ status: 400, body: { error: m.linesRefused(6) } });
    const notAnAmount = "Price must be a positive amount with at most 2 decimals";
    expect(issuesOf(answer)).toEqual([
      { line: 3, partNumber: numberOf(1), message: notAnAmount },
      { line: 4, partNumber: "", message: m.partNumberRequired },
      { line: 5, partNumber: numberOf(2), message: "Price must be more than 0" },
      { line: 6, partNumber: "NO-SUCH-PART-77", message: m.unknownPart("NO-SUCH-PART-77") },
      { line: 7, partNumber: numberOf(2), message: notAnAmount },
      { line: 8, partNumber: numberOf(1), message: m.tooManyCells(3) },
    ]);
    expect(await storedPrices(company.id)).toEqual(before);

    const unknown = await uploadPrices(
      shopAdmin.headers,
      company.id,
      `partNumber,price\n${numberOf(0)},8.90\nNO-SUCH-PART-77,4.00\n${numberOf(1)},3\n${numberOf(0).toLowerCase()},8.00`,
    );
    expect(unknown).toMatchObject({ status: 400, body: { error: m.linesRefused(2) } });
    expect(issuesOf(unknown)).toEqual([
      { line: 3, partNumber: "NO-SUCH-PART-77", message: m.unknownPart("NO-SUCH-PART-77") },
      {
        line: 5,
        partNumber: numberOf(0).toLowerCase(),
        message: m.repeated(numberOf(0).toLowerCase(), 2),
      },
    ]);
    expect(await storedPrices(company.id)).toEqual(before);
  });

  it("refuses a file that is not CSV, has the wrong header, or is no CSV at all", async () => {
    const company = await aCompany("Header Co");
    const cases: [string, string, number, string][] = [
      ["partNumber,price\n", "application/json", 415, m.notCsv],
      ["", "text/csv", 400, m.empty],
      ["number,price\nX,1\n", "text/csv", 400, m.header],
      ["partNumber,price,brand\nX,1,Y\n", "text/csv", 400, m.header],
      ['partNumber,price\n"unclosed,1\n', "text/csv", 400, ""],
    ];
    for (const [text, type, status, error] of cases) {
      const answer = await uploadPrices(shopAdmin.headers, company.id, text, type);
      expect(answer.status).toBe(status);
      if (error) expect(answer.body).toMatchObject({ error });
    }
    expect(await storedPrices(company.id)).toEqual([]);
  });
});

describe("who may upload and read", () => {
  it("lets shop admins write; the company's admins read only; its buyers 403; others 404", async () => {
    const company = await aCompany("Roles Co");
    const other = await aCompany("Other Roles Co");
    const outsider = await aCustomer();
    const text = `partNumber,price\n${numberOf(0)},5.00`;
    expect((await uploadPrices(company.admin.headers, company.id, text)).body).toMatchObject({
      error: m.onlyShopAdmins,
    });
    expect((await uploadPrices(company.admin.headers, company.id, text)).status).toBe(403);
    expect((await uploadPrices(company.buyer.headers, company.id, text)).status).toBe(403);
    for (const headers of [other.admin.headers, other.buyer.headers, outsider.headers]) {
      expect(await uploadPrices(headers, company.id, text)).toMatchObject({
        status: 404,
        body: { error: "Company not found" },
      });
      expect((await readPrices(headers, company.id)).status).toBe(404);
    }
    expect((await uploadPrices(guest, company.id, text)).status).toBe(401);
    expect((await readPrices(guest, company.id)).status).toBe(401);
    expect((await readPrices(company.buyer.headers, company.id)).status).toBe(403);
    expect((await uploadPrices(shopAdmin.headers, "no-such-company", text)).status).toBe(404);
    expect((await readPrices(shopAdmin.headers, "no-such-company")).status).toBe(404);
    expect(await storedPrices(company.id)).toEqual([]);
    expect((await uploadPrices(shopAdmin.headers, company.id, text)).status).toBe(200);
    expect((await readPrices(company.admin.headers, company.id)).body).toBe(
      `partNumber,price\n${numberOf(0)},5.00\n`,
    );
  });
});
