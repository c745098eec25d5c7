/** @jest-environment node */
// A page a check says is gone (a retired part's) answers 410 instead of Next.js's 200, with its
// body and headers; other pages, other statuses and the API keep theirs. A stand-in server
// answers as Next.js does (a head written at once, or implied by the first write).
import http from "node:http";
import type { AddressInfo } from "node:net";
import { answerGoneWhen } from "@/lib/http/gone-pages";
import { installRequestLog } from "@/lib/http/request-log";

const PAGE = "<!DOCTYPE html><html><body>No longer sold</body></html>";

let server: http.Server;
let baseUrl: string;
beforeAll(async () => {
  installRequestLog();
  answerGoneWhen((pathname) => pathname.includes("gone"));
  server = http.createServer((request, response) => {
    if (request.url?.startsWith("/api/")) {
      response.writeHead(200, { "content-type": "application/json" });
      response.end("{}");
    } else if (request.url?.includes("rsc")) {
      response.writeHead(200, { "content-type": "text/x-component" });
      response.end("0:[]");
    } else if (request.url?.includes("missing")) {
      response.writeHead(404, "Not Found", { "content-type": "text/html; charset=utf-8" });
      response.end(PAGE);
    } else {
      response.statusCode = 200;
      response.setHeader("content-type", "text/html; charset=utf-8");
      response.setHeader("cache-control", "s-maxage=31536000");
      response.write(PAGE.slice(0, 10));
      response.end(PAGE.slice(10));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

it("answers 410 with the page's own body and headers for a gone page, and its RSC payload", async () => {
  const page = await fetch(`${baseUrl}/parts/gone-pads?from=search`);
  expect(page.status).toBe(410);
  expect(page.headers.get("cache-control")).toBe("s-maxage=31536000");
  expect(await page.text()).toBe(PAGE);
  const head = await fetch(`${baseUrl}/parts/gone-pads`, { method: "HEAD" });
  expect(head.status).toBe(410);
  expect((await fetch(`${baseUrl}/parts/gone-rsc`)).status).toBe(410);
});

it("leaves other pages, other statuses, other methods and the API alone", async () => {
  expect((await fetch(`${baseUrl}/parts/kept-pads`)).status).toBe(200);
  expect((await fetch(`${baseUrl}/parts/gone-missing`)).status).toBe(404);
  expect((await fetch(`${baseUrl}/parts/gone-pads`, { method: "POST" })).status).toBe(200);
  expect((await fetch(`${baseUrl}/api/parts/gone-pads`)).status).toBe(200);
});
