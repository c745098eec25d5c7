/** @jest-environment node */
// Requests Next.js cannot route without a 500 — a method its Request cannot carry (TRACE), a
// path with malformed percent-encoding — are re-routed before Next.js sees them and answered by
// the route edge with 405 or 400 JSON; a client cannot set the mark itself.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { installRequestLog } from "@/lib/http/request-log";
import { REFUSAL_HEADER } from "@/lib/http/unfit-requests";
import { callApi } from "../helpers/api-routes";

interface Seen {
  method?: string;
  url?: string;
  mark?: string | string[];
}

let server: http.Server;
let port: number;
beforeAll(async () => {
  installRequestLog();
  // Stands in for Next.js: it shows what the server hands on after the HTTP layer's hook.
  server = http.createServer((request, response) => {
    const seen: Seen = {
      method: request.method,
      url: request.url,
      mark: request.headers[REFUSAL_HEADER],
    };
    response.end(JSON.stringify(seen));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

/** A raw request (fetch refuses TRACE), answered with what the stand-in saw. */
function send(method: string, path: string, headers: Record<string, string> = {}): Promise<Seen> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: "127.0.0.1", port, method, path, headers }, (response) => {
      let body = "";
      response.on("data", (chunk: Buffer) => (body += chunk));
      response.on("end", () => resolve(JSON.parse(body) as Seen));
    });
    request.on("error", reject);
    request.end();
  });
}

describe("the HTTP layer", () => {
  it.each(["TRACE", "PURGE", "PROPFIND"])(
    "hands %s on as a marked GET of a path no route has",
    async (method) => {
      expect(await send(method, "/api/parts")).toEqual({
        method: "GET",
        url: "/api/refused",
        mark: `method:${method}`,
      });
    },
  );

  it.each(["/api/parts/%E0%A4%A", "/blogDetails/%E0%A4%A", "/%"])(
    "marks the malformed path %s",
    async (path) => {
      expect(await send("GET", path)).toEqual({ method: "GET", url: "/api/refused", mark: "path" });
    },
  );

  it("passes sound requests untouched and removes a mark a client sent", async () => {
    expect(
      await send("DELETE", "/api/parts/p%20x?q=%zz", { [REFUSAL_HEADER]: "method:TRACE" }),
    ).toEqual({
      method: "DELETE",
      url: "/api/parts/p%20x?q=%zz",
    });
  });
});

describe("the route edge", () => {
  it("answers a refused method with 405, what is allowed, and a JSON error", async () => {
    const answer = await callApi("GET", "/api/[...unknown]", {
      url: "/api/refused",
      headers: { [REFUSAL_HEADER]: "method:TRACE" },
    });
    expect(answer.status).toBe(405);
    expect(answer.headers.get("allow")).toBe("GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS");
    expect(answer.body).toMatchObject({ error: "The method TRACE is not allowed." });
  });

  it("answers a malformed path with 400 and a JSON error", async () => {
    const answer = await callApi("GET", "/api/[...unknown]", {
      url: "/api/refused",
      headers: { [REFUSAL_HEADER]: "path" },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      error: "The address is not valid: its percent-encoding is malformed.",
    });
  });
});
