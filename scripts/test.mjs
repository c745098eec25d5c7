// The whole test suite, as the README's second command runs it: lint, type-check, Jest on the
// embedded database (and again on a PostgreSQL server when TEST_DATABASE_URL is set), then a
// production build and the Playwright end-to-end tests in Chromium. Before any of it, the
// programs the steps need are found or installed (scripts/lib/prerequisites.mjs), or it stops
// at once with one line saying what to run. Ends with one "N passed, N failed" line over every
// test that ran.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ensurePrograms } from "./lib/prerequisites.mjs";

const cannotRun = ensurePrograms({ clusterCheck: Boolean(process.env.TEST_DATABASE_URL) });
if (cannotRun) {
  console.error(cannotRun);
  process.exit(1);
}

const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), "redline-test-"));
const report = (name) => path.join(reportDir, `${name}.json`);

const jestStep = (name, database, folders = []) => ({
  name,
  command: [
    "npm",
    "run",
    "test:unit",
    "--",
    ...folders,
    "--json",
    `--outputFile=${report(database)}`,
  ],
  env: { TEST_DB: database },
  report: report(database),
  counts: (result) => {
    return { passed: result.numPassedTests, failed: result.numFailedTests };
  },
});

/** A script that starts the build and writes its checks as JSON ({ checks: [{ ok }] }). */
const checksStep = (name, [script, ...options], reportName) => ({
  name,
  command: ["node", script, ...options, `--report=${report(reportName)}`],
  report: report(reportName),
  counts: ({ checks }) => ({
    passed: checks.filter((check) => check.ok).length,
    failed: checks.filter((check) => !check.ok).length,
  }),
});

/**
 * Steps on the build that need the PostgreSQL server: two instances behind nginx and a private
 * Redis (scripts/cluster-check.mjs; nginx and redis-server, as CI has them), and the pages while
 * the database is cut off (scripts/outage-check.mjs; Chromium).
 */
function serverBuildSteps() {
  if (!process.env.TEST_DATABASE_URL) return [];
  const database = `--database-url=${process.env.TEST_DATABASE_URL}`;
  return [
    checksStep("two instances behind nginx", ["scripts/cluster-check.mjs", database], "cluster"),
    checksStep("pages during a database outage", ["scripts/outage-check.mjs", database], "outage"),
  ];
}

const steps = [
  // Side by side: each mostly keeps one core busy, and the machines here have two.
  {
    name: "lint and type-check",
    together: [
      { name: "lint", command: ["npm", "run", "lint"] },
      { name: "type-check", command: ["npm", "run", "typecheck"] },
    ],
  },
  jestStep("unit and integration tests on PGlite", "embedded"),
];
if (process.env.TEST_DATABASE_URL) {
  // Only the folders whose files get a database (tests/helpers/jest-database.ts): tests/unit
  // opens none (its config test only parses URLs, its lock test is PGlite's own), so running it
  // again would test nothing new.
  const databaseFolders = ["tests/integration/", "tests/security/"];
  steps.push(
    jestStep("integration and security tests on the PostgreSQL server", "server", databaseFolders),
  );
} else {
  console.log(
    "TEST_DATABASE_URL is not set: the Jest suite runs on PGlite only; the two-instance and " +
      "outage checks do not run.",
  );
}
steps.push(
  // Types were checked by the first step (next.config.ts reads REDLINE_TYPES_CHECKED).
  {
    name: "production build",
    command: ["npm", "run", "build"],
    env: { REDLINE_TYPES_CHECKED: "1" },
  },
  { name: "no secrets in the client bundles", command: ["npm", "run", "scan:bundles"] },
  checksStep("public pages within their byte budgets", ["scripts/check-budgets.mjs"], "budgets"),
  ...serverBuildSteps(),
  {
    name: "end-to-end tests in Chromium",
    command: ["npm", "run", "test:e2e", "--", "--reporter=list,json"],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: report("e2e") },
    report: report("e2e"),
    counts: ({ stats }) => {
      return { passed: stats.expected + stats.flaky, failed: stats.unexpected };
    },
  },
);

/** Runs a command; its output goes straight through, or is kept and returned when `quiet`. */
function run({ command: [command, ...args], env }, quiet = false) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: quiet ? ["ignore", "pipe", "pipe"] : "inherit",
      env: { ...process.env, ...env },
    });
    let output = "";
    child.stdout?.on("data", (chunk) => (output += chunk));
    child.stderr?.on("data", (chunk) => (output += chunk));
    child.on("close", (status) => resolve({ status: status ?? 1, output }));
  });
}

/** A step's exit status; steps run together print their output one after the other. */
async function runStep(step) {
  if (!step.together) return (await run(step)).status;
  const results = await Promise.all(step.together.map((part) => run(part, true)));
  results.forEach(({ status, output }, index) => {
    console.log(`--- ${step.together[index].name} (exit ${status}) ---\n${output}`);
  });
  return results.find(({ status }) => status !== 0)?.status ?? 0;
}

const total = { passed: 0, failed: 0 };
let failedStep;
for (const step of steps) {
  console.log(`\n=== ${step.name} ===`);
  const started = Date.now();
  const status = await runStep(step);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (step.report && fs.existsSync(step.report)) {
    const counts = step.counts(JSON.parse(fs.readFileSync(step.report, "utf8")));
    total.passed += counts.passed;
    total.failed += counts.failed;
  }
  if (status !== 0) {
    console.error(`\n✗ ${step.name} failed after ${seconds}s`);
    failedStep = status;
    break;
  }
  console.log(`✓ ${step.name} (${seconds}s)`);
}
fs.rmSync(reportDir, { recursive: true, force: true });
console.log(`\n${total.passed} passed, ${total.failed} failed`);
process.exit(failedStep ?? 0);
