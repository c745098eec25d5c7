// A production server refuses to start without SITE_URL, saying so in one line with an example;
// development, tests and the build (which serves nothing) keep the localhost default.
import { spawnSync } from "node:child_process";
import { checkStartConfig, parseConfig } from "@/lib/config";

const REQUIRED = /^SITE_URL is required in production: .*e\.g\. SITE_URL=https:\/\/\S+$/;

it("refuses production without SITE_URL, or with a blank one", () => {
  expect(() => checkStartConfig({ NODE_ENV: "production" })).toThrow(REQUIRED);
  expect(() => checkStartConfig({ NODE_ENV: "production", SITE_URL: "  " })).toThrow(REQUIRED);
});

it("starts production with SITE_URL, and development or tests without it", () => {
  expect(() =>
    checkStartConfig({ NODE_ENV: "production", SITE_URL: "https://parts.example" }),
  ).not.toThrow();
  expect(() => checkStartConfig({ NODE_ENV: "development" })).not.toThrow();
  expect(() => checkStartConfig({ NODE_ENV: "test" })).not.toThrow();
  expect(parseConfig({ NODE_ENV: "development", PORT: "3005" }).siteUrl).toBe(
    "http://localhost:3005",
  );
});

it("names any other invalid setting at start too", () => {
  expect(() =>
    checkStartConfig({ NODE_ENV: "production", SITE_URL: "https://p.example", PORT: "x" }),
  ).toThrow(/PORT/);
});

// `npm run worker` checks as the server's instrumentation does (instrumentation.ts), first.
it("a worker started without SITE_URL in production exits 1, with that one line", () => {
  const env = { ...process.env };
  delete env.SITE_URL;
  const started = spawnSync(
    process.execPath,
    ["--import", "tsx", "--conditions=react-server", "scripts/worker.ts"],
    { env: { ...env, NODE_ENV: "production" }, encoding: "utf8", timeout: 30_000 },
  );
  expect(started.status).toBe(1);
  expect(started.stderr.trim()).toMatch(REQUIRED);
});
