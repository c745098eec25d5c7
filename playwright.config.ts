import { defineConfig, devices } from "@playwright/test";
import { findChromium } from "./scripts/lib/chromium.mjs";
import { e2eWorkerCount, shopServer } from "./tests/e2e/support/servers";

// Debian's Chromium, or Playwright's own browser where it was installed (CHROMIUM_PATH overrides).
const chromiumPath = findChromium();
if (!chromiumPath) {
  throw new Error(
    "Chromium was not found. Install Debian's Chromium with " +
      "`sudo apt-get update && sudo apt-get install -y chromium`, or set CHROMIUM_PATH.",
  );
}

const oidcPort = Number(process.env.E2E_OIDC_PORT ?? 3199);

export default defineConfig({
  testDir: "./tests/e2e",
  fullyParallel: false,
  // A worker per shop server (tests/e2e/support/servers.ts); a file's tests run in order in one.
  workers: e2eWorkerCount,
  retries: 0,
  forbidOnly: true,
  reporter: [["list"]],
  // Long flows (an import, every admin screen) took 31–33 s on a slow morning of this shared
  // 2-core host; a test's budget is a hang detector, not a speed check.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  use: {
    // Each worker's own server: the baseURL fixture in fixtures.ts. No trace: recording one for
    // every test (to keep the failures') cost 17% of the suite's time on this 2-core host; to
    // look into a failure, run its file again with `--trace=on`.
    trace: "off",
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: [
    {
      // Stands in for Google's OpenID Connect endpoints.
      command: "node tests/e2e/support/oidc-provider.mjs",
      url: `http://127.0.0.1:${oidcPort}/.well-known/openid-configuration`,
      timeout: 30_000,
      reuseExistingServer: false,
      env: { OIDC_PORT: String(oidcPort) },
    },
    // A fresh embedded database per server, seeded with the demo data on its first start; tests
    // read mail from its outbox.
    ...Array.from({ length: e2eWorkerCount }, (_, index) => shopServer(index)).map((server) => ({
      // Idle connections kept 2 minutes (Node's default is 5 s): a test's request that reused a
      // kept connection just as the server closed it failed with ECONNRESET on a loaded host.
      command: `npx next start -p ${server.port} -H localhost --keepAliveTimeout 120000`,
      url: `http://localhost:${server.port}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: "pipe" as const,
      env: {
        DATA_DIR: server.dataDir,
        SITE_URL: server.origin,
        // Warnings and errors only: a line per request, printed through Playwright, buried them.
        LOG_LEVEL: "warn",
        AUTH_GOOGLE_ID: "e2e-client",
        AUTH_GOOGLE_SECRET: "e2e-secret",
        AUTH_GOOGLE_ISSUER: `http://127.0.0.1:${oidcPort}`,
        // Auth.js builds its callback URLs from this rather than from Next's internal host.
        AUTH_URL: server.origin,
        // The suite signs in many times from one address; the limits have their own tests.
        AUTH_RATE_LIMIT: "1000",
        // The cart asks a quote per ZIP typed, all from one address; the limit has its own test.
        SHIPPING_QUOTE_RATE_LIMIT: "10000",
        // The demo customer leaves many unpaid orders behind; the limit has its own tests.
        MAX_UNPAID_ORDERS: "1000",
        // Payments through the built-in test provider, whatever the developer's shell holds.
        STRIPE_SECRET_KEY: "",
        NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: "",
        // `next start` is a production server: it runs the test provider only when told to.
        PAYMENTS_TEST_MODE: "true",
      },
    })),
  ],
});
