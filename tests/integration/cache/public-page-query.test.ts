/** @jest-environment node */
// A cached public page is rendered with the URL of the request that missed the cache, and its
// router data keeps that URL for every later visitor. The HTTP layer therefore hands a cached
// page's read on without the query parameters the page does not know (issue 28): the shop's
// search and paging parameters stay, a visitor's own text goes.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { installRequestLog } from "@/lib/http/request-log";
import { withoutUnknownParams } from "@/lib/http/public-page-query";

let server: http.Server;
let port: number;
beforeAll(async () => {
  installRequestLog();
  // Stands in for Next.js: it answers the URL it was handed after the HTTP layer's hook.
  server = http.createServer((request, response) => response.end(request.url));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

async function handedOn(path: string, method = "GET"): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${port}${path}`, { method });
  return response.text();
}

describe("a cached page's read", () => {
  it.each([
    ["/allParts?foo=xyzmarker", "/allParts"],
    ["/allParts?foo=%3Cscript%3E&utm_source=mail", "/allParts"],
    ["/?ref=xyzmarker", "/"],
    ["/contact?foo=1", "/contact"],
    ["/parts/bp-1234-ceramic-pads?foo=1", "/parts/bp-1234-ceramic-pads"],
    ["/vehicles/ford/f-150/2019?x=1", "/vehicles/ford/f-150/2019"],
    ["/allParts?page=2&foo=1", "/allParts?page=2"],
    [
      "/allParts?foo=1&q=brake+pads&vehicle=v1&asTyped=1",
      "/allParts?q=brake+pads&vehicle=v1&asTyped=1",
    ],
    ["/blogs?_rsc=abc12&foo=1", "/blogs?_rsc=abc12"],
    // Kept for the proxy, which redirects it to the page's path (…/page/2).
    ["/categories/brakes/pads?utm_source=x&page=2", "/categories/brakes/pads?page=2"],
    ["/categories/brakes?q=1", "/categories/brakes"],
    ["/categories/brakes/page/2?page=3&utm_source=x", "/categories/brakes/page/2"],
    ["/categories/brakes/pads/page/2?foo=1", "/categories/brakes/pads/page/2"],
  ])("%s is handed on as %s", async (asked, expected) => {
    expect(await handedOn(asked)).toBe(expected);
  });

  it("keeps every parameter the shop knows, as written", async () => {
    const query =
      "/allParts?q=brake%20pads&category=Brakes&brand=A&brand=B&minPrice=1&maxPrice=9&inStock=1&sort=price-asc&page=2";
    expect(await handedOn(query)).toBe(query);
  });
});

describe("other requests", () => {
  it.each([
    "/allParts/search?foo=1",
    "/api/parts?foo=1",
    "/dashboard?foo=1",
    "/login?callbackUrl=%2Fcart",
  ])("%s passes untouched", async (path) => {
    expect(await handedOn(path)).toBe(path);
  });

  it("leaves a POST to a cached page's path as sent", async () => {
    expect(await handedOn("/contact?foo=1", "POST")).toBe("/contact?foo=1");
  });
});

describe("withoutUnknownParams", () => {
  it("answers null when nothing is to drop", () => {
    expect(withoutUnknownParams("/allParts")).toBeNull();
    expect(withoutUnknownParams("/allParts?q=pads")).toBeNull();
    expect(withoutUnknownParams("/cart?foo=1")).toBeNull();
  });

  it("drops a parameter whose name cannot be decoded, and an empty query", () => {
    expect(withoutUnknownParams("/allParts?%E0%A4%A=1&q=x")).toBe("/allParts?q=x");
    expect(withoutUnknownParams("/allParts?")).toBe("/allParts");
  });
});
