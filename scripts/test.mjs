// The whole test suite, as the README's second command runs it: lint, type-check, Jest on the
// embedded database (and again on a PostgreSQL server when TEST_DATABASE_URL is set), then a
// production build and the Playwright end-to-end tests in Debian's Chromium.
import { spawnSync } from "node:child_process";

const steps = [
  ["lint", "npm", ["run", "lint"]],
  ["type-check", "npm", ["run", "typecheck"]],
  ["unit and integration tests on PGlite", "npm", ["run", "test:unit"], { TEST_DB: "embedded" }],
];
if (process.env.TEST_DATABASE_URL) {
  steps.push([
    "unit and integration tests on the PostgreSQL server",
    "npm",
    ["run", "test:unit"],
    { TEST_DB: "server" },
  ]);
} else {
  console.log("TEST_DATABASE_URL is not set: the Jest suite runs on PGlite only.");
}
steps.push(
  ["production build", "npm", ["run", "build"]],
  ["end-to-end tests in Chromium", "npm", ["run", "test:e2e"]],
);

for (const [name, command, args, env = {}] of steps) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✗ ${name} failed after ${seconds}s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✓ ${name} (${seconds}s)`);
}
console.log("\nAll test steps passed.");
