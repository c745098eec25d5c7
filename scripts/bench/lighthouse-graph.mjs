// Why one Lighthouse run scored what it did: one mobile performance run of a page, then the
// requests and main-thread tasks Lighthouse's simulation (Lantern) put on the path to the first
// and the largest paint, with their simulated start and end. A chunk listed under the LCP graphs
// was counted as holding the largest paint back.
// Usage: npm run lighthouse:graph -- http://localhost:3300/categories/brakes/pads
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import * as Lantern from "lighthouse/core/lib/lantern/lantern.js";

const url = process.argv[2];
if (!url) throw new Error("Usage: npm run lighthouse:graph -- <page URL>");
const GRAPHS = /^(optimistic|pessimistic)(FirstContentfulPaint|LargestContentfulPaint)$/;

function describe(node) {
  if (node.type === "network") {
    const path = node.request.url.replace(/^https?:\/\/[^/]+/, "").slice(0, 60);
    return `request ${path} (${node.request.transferSize} B)`;
  }
  const scripts = node.childEvents
    .filter((event) => event.name === "EvaluateScript" || event.name === "FunctionCall")
    .map((event) => (event.args.data?.url ?? "").split("/").pop())
    .filter(Boolean);
  const observedMs = Math.round(node.duration / 1000);
  return `task ${observedMs} ms observed${scripts.length ? ` running ${[...new Set(scripts)].join(", ")}` : ""}`;
}

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
});
try {
  const { lhr } = await lighthouse(url, {
    port: chrome.port,
    logLevel: "error",
    onlyCategories: ["performance"],
  });
  const metric = (id) => Math.round(lhr.audits[id].numericValue);
  console.log(
    `${url}: performance ${Math.round(lhr.categories.performance.score * 100)},` +
      ` FCP ${metric("first-contentful-paint")} ms, LCP ${metric("largest-contentful-paint")} ms,` +
      ` TBT ${metric("total-blocking-time")} ms (simulated)`,
  );
  for (const [label, timings] of Lantern.Simulation.Simulator.allNodeTimings) {
    if (!GRAPHS.test(label)) continue;
    const rows = [...timings.entries()].sort(([, a], [, b]) => a.startTime - b.startTime);
    const end = Math.max(...rows.map(([, timing]) => timing.endTime));
    console.log(`\n${label}: ${Math.round(end)} ms`);
    for (const [node, timing] of rows) {
      const span = `${Math.round(timing.startTime)}–${Math.round(timing.endTime)} ms`;
      console.log(`  ${span.padEnd(14)} ${describe(node)}`);
    }
  }
} finally {
  await chrome.kill();
}
