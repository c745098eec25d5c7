// Prints which domain imports which (from domains/<d> and components/<d>) and fails on a cycle.
// Run by `npm run lint`; docs/architecture.md draws the same graph.
import { execSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { DOMAINS, domainOf, placeInDomain, resolveSpecifier } from "../eslint/domain-map.mjs";

const root = path.resolve(import.meta.dirname, "..");
const SPECIFIER = /(?:\bfrom\s+|\bimport\s*\(\s*|\bimport\s+)["']([^"'\n]+)["']/g;
const files = execSync("git ls-files -co --exclude-standard domains components", {
  cwd: root,
  encoding: "utf8",
})
  .split("\n")
  .filter((file) => /\.(ts|tsx)$/.test(file) && fs.existsSync(path.join(root, file)));

const edges = new Map(DOMAINS.map((domain) => [domain, new Set()]));
for (const file of files) {
  const from = domainOf(file);
  if (!from) continue;
  const text = fs.readFileSync(path.join(root, file), "utf8");
  for (const [, specifier] of text.matchAll(SPECIFIER)) {
    const target = resolveSpecifier(root, file, specifier);
    const to = target && placeInDomain(target)?.domain;
    if (to && to !== from) edges.get(from).add(to);
  }
}

function findCycle() {
  const state = new Map();
  const trail = [];
  const visit = (domain) => {
    if (state.get(domain) === "done") return null;
    if (state.get(domain) === "open") return [...trail.slice(trail.indexOf(domain)), domain];
    state.set(domain, "open");
    trail.push(domain);
    for (const next of edges.get(domain)) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    trail.pop();
    state.set(domain, "done");
    return null;
  };
  for (const domain of DOMAINS) {
    const cycle = visit(domain);
    if (cycle) return cycle;
  }
  return null;
}

for (const [domain, targets] of edges)
  console.log(`${domain} → ${[...targets].sort().join(", ") || "—"}`);
const cycle = findCycle();
if (cycle) {
  console.error(`Domains import each other in a cycle: ${cycle.join(" → ")}`);
  process.exit(1);
}
