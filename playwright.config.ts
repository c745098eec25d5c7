import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { findChromium } from "./scripts/lib/chromium.mjs";

// Debian's Chromium, or Playwright's own browser where it was installed (CHROMIUM_PATH overrides).
const chromiumPath = findChromium();
if (!chromiumPath) {
  throw new Error(
    "Chromium was not found. Install Debian's Chromium with " +
      "`sudo apt-get update && sudo apt-get install -y chromium`, or set CHROMIUM_PATH.",
  );
}

const port = Number(process.env.E2E_PORT ?? 3100);
const oidcPort = Number(process.env.E2E_OIDC_PORT ?? 3199);
// A fresh embedded database for every run, seeded with the demo data on first start. Tests
// read mail from its outbox, so they are told where it is.
// (Workers evaluate this file again; they inherit the runner's directory through the env.)
const dataDir = (process.env.E2E_DATA_DIR ??= fs.mkdtempSync(
  path.join(os.tmpdir(), "redline-e2e-"),
));

export default defineConfig({
  testDir: "./tests/e2e",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  reporter: [["list"]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    trace: "retain-on-failure",
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
    {
      command: `npx next start -p ${port} -H localhost`,
      url: `http://localhost:${port}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: "pipe",
      env: {
        DATA_DIR: dataDir,
        SITE_URL: `http://localhost:${port}`,
        AUTH_GOOGLE_ID: "e2e-client",
        AUTH_GOOGLE_SECRET: "e2e-secret",
        AUTH_GOOGLE_ISSUER: `http://127.0.0.1:${oidcPort}`,
        // Auth.js builds its callback URLs from this rather than from Next's internal host.
        AUTH_URL: `http://localhost:${port}`,
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
    },
  ],
});
