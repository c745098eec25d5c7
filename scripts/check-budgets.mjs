// Fails when a public page's first-load JavaScript, its render-blocking CSS or its HTML is larger
// than the committed budget (performance-budget.json). Byte counts of the production build, so
// the same build always gives the same answer. Raising a budget is a visible diff of that file.
// Usage: node scripts/check-budgets.mjs [baseUrl] [--report=file.json]
//   Without a baseUrl it starts the build (`next start`) on a fresh embedded database with the
//   demo data, as `npm test` does after the production build. The report lists each limit
//   checked, for the test run's count.
import fs from "node:fs";
import { PUBLIC_PAGES, pageWeight } from "./lib/page-weight.mjs";
import { startServer } from "./lib/server.mjs";

const BUDGET_FILE = "performance-budget.json";
const budget = JSON.parse(fs.readFileSync(BUDGET_FILE, "utf8"));

/** Every limit that applies to one page, as [what, measured, allowed]. */
function limitsOf(page, weight) {
  return [
    ["first-load JS gzip kB", weight.jsGzipKb, budget.firstLoadJsGzipKb[page.name]],
    ["render-blocking CSS raw kB", weight.cssRawKb, budget.renderBlockingCssRawKb],
    ["HTML raw kB", weight.htmlRawKb, budget.htmlRawKb[page.name] ?? budget.htmlRawKb.default],
  ];
}

async function check(baseUrl) {
  const failures = [];
  const checks = [];
  for (const page of PUBLIC_PAGES) {
    const weight = await pageWeight(baseUrl, page.path);
    const cells = limitsOf(page, weight).map(([what, measured, allowed]) => {
      const failure =
        typeof allowed !== "number"
          ? `${page.name}: no ${what} budget in ${BUDGET_FILE}`
          : measured > allowed
            ? `${page.name} (${page.path}): ${what} ${measured} > ${allowed}`
            : null;
      if (failure) failures.push(failure);
      checks.push({ name: `${page.name}: ${what}`, measured, allowed, ok: !failure });
      return `${measured.toFixed(1).padStart(6)} / ${String(allowed).padStart(5)}`;
    });
    console.log(`${page.name.padEnd(13)} JS ${cells[0]}   CSS ${cells[1]}   HTML ${cells[2]}`);
  }
  return { failures, checks };
}

const args = process.argv.slice(2);
const givenUrl = args.find((arg) => !arg.startsWith("--"));
const reportFile = args.find((arg) => arg.startsWith("--report="))?.slice("--report=".length);
const server = givenUrl ? null : await startServer({ appDir: process.cwd(), logName: "budgets" });
let failures;
try {
  console.log(`Measured / budget (kB) on ${givenUrl ?? server.url}`);
  const result = await check(givenUrl ?? server.url);
  failures = result.failures;
  if (reportFile) fs.writeFileSync(reportFile, JSON.stringify({ checks: result.checks }, null, 2));
} finally {
  await server?.stop();
}
if (failures.length > 0) {
  console.error(`\nOver budget:\n  ${failures.join("\n  ")}`);
  console.error(
    `\nFind what grew with \`npm run measure:js\`; raise a budget in ${BUDGET_FILE} only on purpose.`,
  );
  process.exit(1);
}
console.log("\nEvery public page is within its budget.");
