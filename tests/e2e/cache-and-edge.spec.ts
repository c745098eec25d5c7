import http from "node:http";
import type { PartJson } from "@/domains/catalog/part-json";
import { PUBLIC_PAGE_CACHE_CONTROL } from "@/lib/cache/public-page-headers";
import { test, expect } from "./fixtures";
import { newCustomer } from "./support/accounts";
import { bearerOf } from "./support/api";

// The page cache cannot be flooded or kept cold, a CDN keeps public pages briefly, and requests
// Next.js cannot route are refused with a 4xx (issue 12, items 10 and 13), on the real server.

const HOME_PARTS = 4; // the home page shows the newest four parts

test("public pages tell a shared cache to keep them briefly, not for a year", async ({
  request,
}) => {
  for (const path of ["/", "/allParts", "/blogs"]) {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toBe(PUBLIC_PAGE_CACHE_CONTROL);
  }
});

test("a not-found page is never served from the cache", async ({ request }) => {
  for (let i = 0; i < 2; i++) {
    const response = await request.get("/blogDetails/no-such-post-in-the-cache");
    expect(response.status()).toBe(404);
    expect(response.headers()["x-nextjs-cache"]).not.toBe("HIT");
  }
});

test("an order expires the pages that show its part and leaves the home page cached", async ({
  request,
  playwright,
  baseURL,
}) => {
  const parts = (await (await request.get("/api/parts?sort=1")).json()) as PartJson[];
  const part = parts
    .slice(HOME_PARTS)
    .find((candidate) => candidate.availableQty >= candidate.orderQty * 2);
  expect(part, "a part beyond the home page with stock for an order").toBeDefined();
  for (let i = 0; i < 2; i++) await request.get("/");
  expect((await request.get("/")).headers()["x-nextjs-cache"]).toBe("HIT");

  const buyer = await bearerOf(playwright, baseURL!, newCustomer("cache"), { signUp: true });
  const ordered = await request.post("/api/orders", {
    headers: buyer,
    data: {
      productInfo: { id: part!._id, orderQty: part!.orderQty },
      address: { address: "1 Cache Lane, Detroit", phone: "555 0110" },
    },
  });
  expect(ordered.status(), await ordered.text()).toBe(201);

  expect((await request.get("/")).headers()["x-nextjs-cache"]).toBe("HIT");
  const shop = await (await request.get("/allParts")).text();
  expect(shop.replace(/<[^>]*>/g, " ").replace(/\s+/g, " ")).toContain(
    `Available ${part!.availableQty - part!.orderQty} pcs`,
  );
});

/** A raw request: Playwright's and Node's fetch clients refuse methods such as TRACE. */
function raw(baseURL: string, method: string, path: string) {
  const { hostname, port } = new URL(baseURL);
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>(
    (resolve, reject) => {
      const sent = http.request({ host: hostname, port, method, path }, (answer) => {
        let body = "";
        answer.on("data", (chunk: Buffer) => (body += chunk));
        answer.on("end", () =>
          resolve({ status: answer.statusCode ?? 0, headers: answer.headers, body }),
        );
      });
      sent.on("error", reject);
      sent.end();
    },
  );
}

test("TRACE on an API route is 405 with what is allowed, not a 500", async ({ baseURL }) => {
  const answer = await raw(baseURL!, "TRACE", "/api/parts");
  expect(answer.status).toBe(405);
  expect(answer.headers.allow).toContain("GET");
  expect(JSON.parse(answer.body)).toMatchObject({ error: "The method TRACE is not allowed." });
});

test("a malformed percent-encoding in a path is 400 with the security headers", async ({
  baseURL,
}) => {
  for (const path of ["/api/parts/%E0%A4%A", "/blogDetails/%E0%A4%A"]) {
    const answer = await raw(baseURL!, "GET", path);
    expect(answer.status).toBe(400);
    expect(answer.headers["x-content-type-options"]).toBe("nosniff");
    expect(answer.headers["x-frame-options"]).toBe("DENY");
  }
});
