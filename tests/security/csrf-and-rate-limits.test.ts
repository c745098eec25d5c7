/** @jest-environment node */
// Cross-site request forgery and rate limits, table-driven over the enumerated routes. Every
// route that changes something and accepts the session cookie refuses it (403) when the Origin
// is another site's or missing, and accepts it from our own pages (where the answer passes the
// row's checks). Every rate-limited action
// answers 429 after AUTH_RATE_LIMIT tries. Real session cookies (signed JWTs) are sent; Auth.js
// reads them through the request scope, as under Next.js.
import fs from "node:fs";
import path from "node:path";
import { TOO_MANY_ATTEMPTS } from "@/lib/security/rate-limit";
import { callApi, routeKeys, type HttpMethod } from "../helpers/api-routes";
import { createUser, sameOrigin } from "../helpers/accounts";
import { everything, sessionCookieFor } from "../helpers/everything";
import { openWorldForFile, type World } from "./support/fixtures";
import { routeTable, type RouteRow } from "./support/route-table";
import { limitedRoutes, LIMIT } from "./support/rate-limit-table";

// Read by config() on its first call, which no import makes: a small limit for this file.
process.env.AUTH_RATE_LIMIT = String(LIMIT);
process.env.SHIPPING_QUOTE_RATE_LIMIT = String(LIMIT);
process.env.VIN_LOOKUP_RATE_LIMIT = String(LIMIT);
process.env.FLEET_IMPORT_RATE_LIMIT = String(LIMIT);

let world: World;
let table: Record<string, RouteRow>;
openWorldForFile((ready) => {
  world = ready;
  table = routeTable(ready);
});

const mutating = routeKeys().filter((key) => !/^(GET|HEAD|OPTIONS) /.test(key));
const CROSS_SITE = "Cross-site request refused.";

it("has a cookie rule (or a reason for none) for every route that changes something", () => {
  expect(mutating.length).toBeGreaterThan(20);
  expect(mutating.filter((key) => !table[key]?.cookie)).toEqual([]);
});

describe.each(mutating)("%s with a session cookie", (key) => {
  const [method, pattern] = key.split(" ") as [HttpMethod, string];

  /** The row's call for its cookie's owner, with that cookie and these origin headers only. */
  async function cookieCall(origin: Record<string, string>) {
    const rule = table[key]!.cookie!;
    if (typeof rule === "object") return null;
    const caller = rule === "a new customer" ? "customer" : rule;
    const call = await table[key]!.request(caller);
    const rest = Object.fromEntries(
      Object.entries(call.headers ?? {}).filter(([name]) => name !== "origin" && name !== "host"),
    );
    const uid = rule === "a new customer" ? (await createUser()).uid : world.callers[rule].uid;
    const cookie = await sessionCookieFor(uid);
    const headers = { ...rest, ...cookie, ...origin };
    return { caller, ok: call.ok, answer: () => callApi(method, pattern, { ...call, headers }) };
  }

  it.each([
    ["another site's Origin", { origin: "https://evil.example", host: "localhost" }],
    ["no Origin", { host: "localhost" }],
    ['Origin "null"', { origin: "null", host: "localhost" }],
  ])("is refused with %s (403) and changes nothing", async (_label, origin) => {
    const call = await cookieCall(origin);
    if (!call) return; // exempt: the row says why
    const before = await everything();
    const answer = await call.answer();
    expect({ status: answer.status, body: answer.body }).toEqual({
      status: 403,
      body: { error: CROSS_SITE, issues: [], requestId: expect.any(String) },
    });
    expect(await everything()).toEqual(before);
  });

  it("is accepted from our own pages", async () => {
    const call = await cookieCall(sameOrigin);
    if (!call) return;
    const answer = await call.answer();
    const expected = table[key]!.cookieStatus ?? table[key]!.statuses[call.caller];
    expect({ status: answer.status, body: answer.body }).toMatchObject({ status: expected });
    if (expected < 300) await call.ok?.(answer.body);
  });
});

it("keeps Auth.js's own sign-out behind its CSRF token: a cross-site post keeps the session", async () => {
  const cookie = await sessionCookieFor(world.callers.customer.uid);
  const answer = await callApi("POST", "/api/auth/[...nextauth]", {
    url: "/api/auth/signout",
    headers: { ...cookie, origin: "https://evil.example", host: "localhost" },
  });
  expect(answer.status).toBe(302);
  expect(answer.headers.get("location")).toContain("error=MissingCSRF");
  expect(answer.headers.getSetCookie().filter((c) => c.includes("session-token"))).toEqual([]);
});

describe(`rate limits (AUTH_RATE_LIMIT=${LIMIT} per 15 minutes)`, () => {
  it("covers every limited action named in lib/security/rate-limit.ts", () => {
    const source = fs.readFileSync(path.join("lib", "security", "rate-limit.ts"), "utf8");
    const union = /export type LimitedAction =\s*([^;]+);/.exec(source)?.[1] ?? "";
    const actions = [...union.matchAll(/"(\w+)"/g)].map((match) => match[1]);
    expect(actions.length).toBeGreaterThan(0);
    expect(actions.filter((action) => !limitedRoutes.some((row) => row.action === action))).toEqual(
      [],
    );
  });

  it.each(limitedRoutes)("$name: $limit tries, then 429", async (row) => {
    const tries = row.tries();
    for (let i = 0; i < LIMIT; i++) {
      const answer = await row.attempt(tries, i);
      expect({ attempt: i + 1, limited: row.limited(answer) }).toEqual({
        attempt: i + 1,
        limited: false,
      });
    }
    const before = await everything();
    const last = await row.attempt(tries, LIMIT);
    expect({ status: last.status, body: last.body, limited: row.limited(last) }).toMatchObject({
      limited: true,
    });
    if (last.json) expect(last.body).toMatchObject({ error: TOO_MANY_ATTEMPTS });
    expect(await everything()).toEqual(before);
  });
});
