/** @jest-environment node */
// Every API route goes through the one route edge (lib/http/route.ts): its handlers carry their
// declaration, no route file resolves the caller or maps errors by hand, and what the edge
// declares shows in the answers (who may call, no-store on personal answers).
import fs from "node:fs";
import { apiRoutes, callApi, keysOffTheEdge } from "../helpers/api-routes";
import { demo, demoUser } from "../helpers/accounts";
import { headersOf } from "../helpers/tokens";

it("every handler under app/api is made by the route edge", () => {
  expect(keysOffTheEdge()).toEqual([]);
});

it("no route file resolves the caller, parses input or maps errors by hand", () => {
  const byHand = /actorFrom|\bhandle\(|readJson|parseQuery|request\.(json|text|formData)\(/;
  const offenders = apiRoutes().filter((route) => byHand.test(fs.readFileSync(route.file, "utf8")));
  expect(offenders.map((route) => route.pattern)).toEqual([]);
});

describe("what the edge declares shows in the answers", () => {
  it("a personal answer is never stored by a cache; a public one may be", async () => {
    const customer = await demoUser(demo.customer);
    const personal = await callApi("GET", "/api/orders", {
      url: `/api/orders?uid=${customer.uid}`,
      headers: await headersOf(customer),
    });
    expect(personal.status).toBe(200);
    expect(personal.headers.get("cache-control")).toBe("private, no-store");
    const published = await callApi("GET", "/api/blogs", { url: "/api/blogs" });
    expect(published.status).toBe(200);
    expect(published.headers.get("cache-control")).toBeNull();
  });

  it("orders, users, a profile and the session are personal: never stored by a cache", async () => {
    const admin = await demoUser(demo.admin);
    const asAdmin = await headersOf(admin);
    const personal: [string, string][] = [
      ["/api/orders/all", "/api/orders/all"],
      ["/api/users/all", "/api/users/all"],
      ["/api/users", `/api/users?uid=${admin.uid}`],
      ["/api/account/session", "/api/account/session"],
    ];
    for (const [pattern, url] of personal) {
      const answer = await callApi("GET", pattern, { url, headers: asAdmin });
      expect({ url, status: answer.status }).toEqual({ url, status: 200 });
      expect({ url, cache: answer.headers.get("cache-control") }).toEqual({
        url,
        cache: "private, no-store",
      });
    }
  });

  it("an admin route refuses a customer before it reads the body", async () => {
    const customer = await demoUser(demo.customer);
    const answer = await callApi("POST", "/api/parts", {
      url: "/api/parts",
      headers: await headersOf(customer),
      body: "not even JSON",
    });
    expect(answer.status).toBe(403);
  });

  it("a bad path parameter is a 400 that names it, with the request id", async () => {
    const admin = await demoUser(demo.admin);
    const answer = await callApi("PATCH", "/api/parts/updateQty/[id]", {
      url: "/api/parts/updateQty/not%20an%20id",
      headers: await headersOf(admin),
      body: { availableQty: 1 },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      error: "Part id is invalid",
      requestId: expect.any(String),
    });
  });
});
