import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { test } from "@playwright/test";

// The suite runs in two Playwright workers, and each worker has a shop server of its own, on its
// own port and embedded database: a test file sees only its own writes and those of the files
// its worker ran before it, and the two workers share the suite's time.

/** How many workers, and so shop servers, the suite runs (E2E_WORKERS overrides). */
export const e2eWorkerCount = Number(process.env.E2E_WORKERS ?? 2);

/** The first server's port; worker N's server listens on the next ports up (E2E_PORT overrides). */
const firstPort = Number(process.env.E2E_PORT ?? 3100);

// One directory for the run; workers evaluate this module again and inherit it through the env.
const runDirectory = (process.env.E2E_DATA_DIR ??= fs.mkdtempSync(
  path.join(os.tmpdir(), "redline-e2e-"),
));

/** The shop server worker `parallelIndex` tests against: its origin and its DATA_DIR. */
export function shopServer(parallelIndex: number) {
  const port = firstPort + parallelIndex;
  return {
    port,
    origin: `http://localhost:${port}`,
    dataDir: path.join(runDirectory, `server-${parallelIndex}`),
  };
}

/** The shop server of the worker running the current test. */
export function ownShopServer() {
  return shopServer(test.info().parallelIndex);
}
