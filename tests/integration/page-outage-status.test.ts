/** @jest-environment node */
// A page that fails while the database is out of reach answers 503 with Retry-After instead of
// Next.js's 500; other failures keep their 500. A stand-in server answers as Next.js does after
// a failed render (status 500, its HTML error document); the errors are reported through
// instrumentation's onRequestError, the hook Next.js calls.
import http from "node:http";
import net from "node:net";
import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import { onRequestError } from "@/instrumentation";
import { openServer } from "@/lib/db/open";
import { installRequestLog } from "@/lib/http/request-log";

const ERROR_DOCUMENT = '<!DOCTYPE html><html id="__next_error__"><body></body></html>';
const PAGE_ERROR_HEADERS = {
  "content-type": "text/html; charset=utf-8",
  "cache-control": "private, no-cache, no-store, max-age=0, must-revalidate",
};

let server: http.Server;
let baseUrl: string;
beforeAll(async () => {
  process.env.NEXT_RUNTIME = "nodejs"; // as `next start` runs the instrumentation
  installRequestLog();
  server = http.createServer((request, response) => {
    if (request.url === "/api/broken") {
      response.statusCode = 500;
      response.setHeader("content-type", "application/json");
      response.end('{"error":"Something went wrong on our side. Please try again."}');
    } else if (request.url === "/broken-page") {
      response.writeHead(500, "Internal Server Error", PAGE_ERROR_HEADERS);
      response.end(ERROR_DOCUMENT);
    } else {
      // A page rendered per request, with a public cache rule from next.config on its path.
      response.statusCode = 500;
      response.setHeader("content-type", "text/html; charset=utf-8");
      response.setHeader("cache-control", "public, max-age=0, s-maxage=60");
      response.write(ERROR_DOCUMENT.slice(0, 20));
      response.end(ERROR_DOCUMENT.slice(20));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const report = (error: unknown) =>
  onRequestError(
    error,
    { path: "/allParts", method: "GET", headers: {} },
    {
      routerKind: "App Router",
      routePath: "/allParts",
      routeType: "render",
      revalidateReason: undefined,
    },
  );

/** The error a query gets from a PostgreSQL server that is not there (a closed port). */
async function unreachableDatabaseError(): Promise<unknown> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  const handle = await openServer(`postgres://postgres@127.0.0.1:${port}/none`);
  try {
    return await handle.db.execute(sql`select 1`).then(
      () => null,
      (error: unknown) => error,
    );
  } finally {
    await handle.close();
  }
}

async function answer(path: string) {
  const response = await fetch(`${baseUrl}${path}`);
  return {
    status: response.status,
    retryAfter: response.headers.get("retry-after"),
    cacheControl: response.headers.get("cache-control"),
    body: await response.text(),
  };
}

// Every clock but the one the status reads (performance.now) runs as usual: the server, fetch.
const CLOCKS_LEFT_RUNNING = [
  "Date",
  "hrtime",
  "nextTick",
  "queueMicrotask",
  "setImmediate",
  "clearImmediate",
  "setInterval",
  "clearInterval",
  "setTimeout",
  "clearTimeout",
] as const;

describe("a page that fails", () => {
  let outage: unknown;

  it("stays a 500 when the failure is not the database's", async () => {
    await report(new TypeError("Cannot read properties of undefined (reading 'price')"));
    expect(await answer("/broken-page")).toMatchObject({ status: 500, retryAfter: null });
  });

  it("answers 503 with Retry-After and its error page while the database is out of reach", async () => {
    outage = await unreachableDatabaseError();
    await report(outage);
    for (const path of ["/broken-page", "/search?q=brake"])
      expect(await answer(path)).toEqual({
        status: 503,
        retryAfter: "5",
        cacheControl: "private, no-cache, no-store, max-age=0, must-revalidate",
        body: ERROR_DOCUMENT,
      });
  });

  it("leaves the API's own answers alone", async () => {
    expect(await answer("/api/broken")).toMatchObject({ status: 500, retryAfter: null });
  });

  it("is a 500 again once Retry-After seconds have passed without another report", async () => {
    jest.useFakeTimers({ doNotFake: [...CLOCKS_LEFT_RUNNING] });
    try {
      await report(outage);
      expect((await answer("/broken-page")).status).toBe(503);
      jest.advanceTimersByTime(5_001);
      expect(await answer("/broken-page")).toMatchObject({ status: 500, retryAfter: null });
    } finally {
      jest.useRealTimers();
    }
  });
});
