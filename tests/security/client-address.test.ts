/** @jest-environment node */
// Issue 12, item 1: the rate limits count the address the socket saw, not the X-Forwarded-For a
// client makes up, unless the operator declares the proxies in front of the shop
// (TRUSTED_PROXIES). A real HTTP server with the request hook that instrumentation.ts installs
// hands each request to the login route, as `next start` does.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { POST as login } from "@/app/api/account/login/route";
import { resetConfigForTests } from "@/lib/config";
import { installRequestLog } from "@/lib/http/request-log";
import { logger } from "@/lib/log";
import { CLIENT_ADDRESS_HEADER } from "@/lib/security/client-address";
import { TOO_MANY_ATTEMPTS } from "@/lib/security/rate-limit";
import { inRequestScope } from "../helpers/request-scope";
import { freshEmail } from "./support/fixtures";
import { expectLoggedErrors } from "../helpers/console";

let server: http.Server;
let base: string;
const seenAddresses: string[] = [];

/** Passes a Node request to the route handler the way Next.js does: its headers as they are now. */
async function toRoute(incoming: http.IncomingMessage, outgoing: http.ServerResponse) {
  const chunks: Buffer[] = [];
  for await (const chunk of incoming) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers))
    if (typeof value === "string") headers.set(name, value);
  seenAddresses.push(headers.get(CLIENT_ADDRESS_HEADER) ?? "");
  const request = new Request(`${base}${incoming.url}`, {
    method: incoming.method,
    headers,
    body: Buffer.concat(chunks),
  });
  const { response } = await inRequestScope(request, () => login(request));
  outgoing.writeHead(response.status, { "content-type": "application/json" });
  outgoing.end(await response.text());
}

beforeAll(async () => {
  expectLoggedErrors();
  logger.level = "silent";
  installRequestLog();
  server = http.createServer((incoming, outgoing) => void toRoute(incoming, outgoing));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 120_000);
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});
afterEach(() => {
  delete process.env.TRUSTED_PROXIES;
  resetConfigForTests();
});

/** A wrong password for this email, sent with these extra headers; the answer's status. */
async function failedLogin(email: string, headers: Record<string, string>) {
  const response = await fetch(`${base}/api/account/login`, {
    method: "POST",
    headers: { origin: base, "content-type": "application/json", ...headers },
    body: JSON.stringify({ email, password: "wrong-password-1" }),
  });
  return { status: response.status, body: (await response.json()) as { error?: string } };
}

it("counts 12 failed logins with a new X-Forwarded-For each as one client: 429 after the limit", async () => {
  // Password spraying: another email and another made-up address each time.
  const statuses: number[] = [];
  for (let i = 1; i <= 12; i++) {
    const headers = { "x-forwarded-for": `203.0.113.${i}` };
    statuses.push((await failedLogin(freshEmail("spray"), headers)).status);
  }
  expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
  expect(statuses.slice(10)).toEqual([429, 429]);
  const last = await failedLogin(freshEmail("spray"), { "x-forwarded-for": "203.0.113.99" });
  expect(last.body).toMatchObject({ error: TOO_MANY_ATTEMPTS });
});

it("overwrites the internal address header a client sends itself", async () => {
  seenAddresses.length = 0;
  await failedLogin(freshEmail("forged"), { [CLIENT_ADDRESS_HEADER]: "198.51.100.99" });
  expect(seenAddresses).toEqual(["127.0.0.1"]);
});

it.each([
  ["the proxy's address", "127.0.0.1"],
  ["a network", "127.0.0.0/8"],
  ["a hop count", "1"],
])("with TRUSTED_PROXIES set to %s, uses the address the proxy forwarded", async (_kind, value) => {
  process.env.TRUSTED_PROXIES = value;
  resetConfigForTests();
  seenAddresses.length = 0;
  // Twelve clients behind the proxy, each with one failure: none is limited.
  for (let i = 1; i <= 12; i++) {
    const answer = await failedLogin(freshEmail("proxied"), {
      "x-forwarded-for": `198.51.100.${i}`,
    });
    expect({ i, status: answer.status }).toEqual({ i, status: 401 });
  }
  expect(seenAddresses).toEqual(Array.from({ length: 12 }, (_, i) => `198.51.100.${i + 1}`));
  // A forged hop on the left is not what the proxy saw: the proxy's own entry counts.
  seenAddresses.length = 0;
  await failedLogin(freshEmail("proxied"), { "x-forwarded-for": "10.9.9.9, 198.51.100.200" });
  expect(seenAddresses).toEqual(["198.51.100.200"]);
});
