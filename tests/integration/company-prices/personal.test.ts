/** @jest-environment node */
// A company's prices are personal (issue 31): a member reads theirs from GET /api/account/prices
// (private, no-store), and no shared answer ever holds one: not the public part reads the cached
// pages are made from, not a guest's or another company's answer to the personal call, whoever
// viewed the parts before (the cart preview: charged.test.ts; the pages' HTML on the built
// server: tests/e2e/company-prices.spec.ts). On both databases.
import { GET as partRoute } from "@/app/api/parts/[id]/route";
import { GET as partsRoute } from "@/app/api/parts/route";
import { GET as sessionRoute } from "@/app/api/account/session/route";
import { partsByIds } from "@/domains/catalog/server/parts";
import { ACCOUNT_PRICES_MAX_IDS, priceListMessages as m } from "@/domains/companies";
import { callRoute } from "../../helpers/call-route";
import { sessionCookieFor } from "../../helpers/everything";
import { createPart, type PartRow } from "../../helpers/orders";
import { accountPrices, aCustomer, approvedCompany, guest, setStatus } from "./prices-support";

let pads: PartRow; // 9.29$: listed at 8.90$ for the company
let rotor: PartRow; // 20.00$: 12.5 % off is 17.50$
let hose: PartRow; // 25.00$: listed above it, so no company price
let company: Awaited<ReturnType<typeof approvedCompany>>;

beforeAll(async () => {
  pads = await createPart({ priceCents: 929 });
  rotor = await createPart({ priceCents: 2000 });
  hose = await createPart({ priceCents: 2500 });
  company = await approvedCompany({
    name: "Personal Fleet",
    discountPercent: 12.5,
    lines: [`${pads.partNumber},8.90`, `${hose.partNumber},30`],
  });
});

const ids = () => [pads.id, rotor.id, hose.id, "no-such-part"].join(",");
const MEMBER_PRICES = ["8.9", "8.90", "17.5", "17.50"];

/**
 * Whether an answer holds any of the company's prices, in any form. A part's weight and size
 * are pounds and inches, never money (a demo radiator weighs 17.5 lb).
 */
const notMoney = (key: string, value: unknown) =>
  key === "weight" || key === "dimensions" ? undefined : value;
const holdsCompanyPrice = (answer: unknown) => {
  const text = typeof answer === "string" ? answer : JSON.stringify(answer, notMoney);
  return MEMBER_PRICES.some((price) =>
    new RegExp(`[^\\d.]${price.replace(".", "\\.")}(?!\\d)`).test(text),
  );
};

describe("GET /api/account/prices", () => {
  it("answers a member their company's prices below the public ones, never to be cached", async () => {
    for (const member of [company.buyer, company.admin]) {
      const answer = await accountPrices(member.headers, ids());
      expect(answer.status).toBe(200);
      expect(answer.headers.get("cache-control")).toBe("private, no-store");
      expect(answer.body).toEqual({
        [pads.id]: { price: 8.9, listPrice: 9.29 },
        [rotor.id]: { price: 17.5, listPrice: 20 },
      });
    }
  });

  it("answers nothing of them to anyone else: guests, outsiders, other companies, held members", async () => {
    // The member asks first: nothing they were answered may reach the next callers.
    expect((await accountPrices(company.buyer.headers, ids())).status).toBe(200);
    expect((await accountPrices(guest, ids())).status).toBe(401);
    const other = await approvedCompany({ name: "Other Personal Fleet" });
    const held = await approvedCompany({ name: "Held Personal Fleet", discountPercent: 30 });
    await setStatus(held.id, "suspended");
    const outsider = await aCustomer();
    for (const caller of [outsider, other.buyer, other.admin, held.buyer]) {
      const answer = await accountPrices(caller.headers, ids());
      expect(answer).toMatchObject({ status: 200, body: {} });
      expect(answer.headers.get("cache-control")).toBe("private, no-store");
    }
    // Another company's own terms are its own.
    const discounted = await approvedCompany({ name: "Discounted Fleet", discountPercent: 10 });
    expect((await accountPrices(discounted.buyer.headers, ids())).body).toEqual({
      [pads.id]: { price: 8.36, listPrice: 9.29 },
      [rotor.id]: { price: 18, listPrice: 20 },
      [hose.id]: { price: 22.5, listPrice: 25 },
    });
  });

  it("refuses part ids that are missing, malformed or too many", async () => {
    const tooMany = Array.from({ length: ACCOUNT_PRICES_MAX_IDS + 1 }, (_, i) => `p${i}`).join(",");
    for (const partIds of ["", "a;b", "a,,b", "<script>", tooMany]) {
      expect(await accountPrices(company.buyer.headers, partIds)).toMatchObject({
        status: 400,
        body: { error: m.partIds },
      });
    }
    const missing = await callRoute(
      (await import("@/app/api/account/prices/route")).GET,
      "/api/account/prices",
      { headers: company.buyer.headers },
    );
    expect(missing.status).toBe(400);
    // Exactly the cap is fine (repeats count once).
    const atCap = Array.from({ length: ACCOUNT_PRICES_MAX_IDS }, (_, i) => `p${i}`).join(",");
    expect((await accountPrices(company.buyer.headers, `${atCap},p0`)).status).toBe(200);
  });
});

describe("the shared answers the public pages are made of", () => {
  it("hold only public prices, whoever asks and whoever asked before", async () => {
    await accountPrices(company.buyer.headers, ids());
    for (const headers of [company.buyer.headers, guest]) {
      const part = await callRoute(partRoute, `/api/parts/${pads.id}`, {
        headers,
        params: { id: pads.id },
      });
      expect(part.body).toMatchObject({ price: 9.29 });
      expect(holdsCompanyPrice(part.body)).toBe(false);
      const list = await callRoute(partsRoute, "/api/parts?sort=1", { headers });
      expect(holdsCompanyPrice(list.body)).toBe(false);
    }
    // The reads the cached part page, shop and cards are made of take no caller at all.
    const read = await partsByIds([pads.id, rotor.id, hose.id]);
    expect(read.map((part) => part.price)).toEqual([9.29, 20, 25]);
    expect(holdsCompanyPrice(read)).toBe(false);
  });
});

describe("the navigation's session greeting", () => {
  it("says whether the user buys at company prices, so the price island asks only then", async () => {
    const held = await approvedCompany({ name: "Greeting Held Fleet", discountPercent: 5 });
    await setStatus(held.id, "pending");
    const outsider = await aCustomer();
    const cases: [{ uid: string }, boolean][] = [
      [company.buyer, true],
      [company.admin, true],
      [held.buyer, false],
      [outsider, false],
    ];
    for (const [user, companyPrices] of cases) {
      const greeting = await callRoute(sessionRoute, "/api/account/session", {
        headers: await sessionCookieFor(user.uid),
      });
      expect(greeting.headers.get("cache-control")).toBe("private, no-store");
      expect(greeting.body).toEqual({ user: { name: expect.any(String), companyPrices } });
    }
  });
});
