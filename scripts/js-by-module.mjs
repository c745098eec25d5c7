// What a page's first-load JavaScript is made of: each script's bytes attributed, through its
// source map, to the package or project file they came from (gzip, scaled per script). Needs a
// build with browser source maps: `ANALYZE_BUNDLES=1 npm run build`, then `npm start`.
// Usage: npm run measure:modules -- [baseUrl] path [--depth=N]
//   e.g. npm run measure:modules -- http://localhost:3000 /allParts
import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { SourceMapConsumer } from "source-map-js";
import { scriptSources } from "./lib/page-weight.mjs";

const args = process.argv.slice(2);
const positional = args.filter((arg) => !arg.startsWith("--"));
const [baseUrl, pagePath] =
  positional.length > 1 ? positional : ["http://localhost:3000", positional[0] ?? "/"];
const depth = Number(
  /^--depth=(\d+)$/.exec(args.find((a) => a.startsWith("--depth")) ?? "")?.[1] ?? 9,
);

/** A package's name, or a project file's path cut to `depth` folders. */
function ownerOf(source) {
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)(\/.*)?$/.exec(source);
  if (inPackage) {
    const [, name, rest = ""] = inPackage;
    // Next.js ships React and its runtime: name the part, not just "next".
    return name === "next" ? `next${rest.split("/").slice(0, 4).join("/")}` : name;
  }
  return source
    .replace(/^.*\[project\]\//, "")
    .replace(/^turbopack:\/+/, "")
    .split("/")
    .slice(0, depth)
    .join("/");
}

function segmentsOf(map) {
  const sections = map.sections ?? [{ offset: { line: 0, column: 0 }, map }];
  const segments = [];
  for (const { offset, map: sectionMap } of sections) {
    new SourceMapConsumer(sectionMap).eachMapping((mapping) =>
      segments.push({
        line: mapping.generatedLine - 1 + offset.line,
        column: mapping.generatedColumn + (mapping.generatedLine === 1 ? offset.column : 0),
        source: mapping.source ?? "(unmapped)",
      }),
    );
  }
  return segments.sort((a, b) => a.line - b.line || a.column - b.column);
}

const html = await (await fetch(new URL(pagePath, baseUrl))).text();
const totals = new Map();
const add = (owner, bytes) => totals.set(owner, (totals.get(owner) ?? 0) + bytes);
let gzipTotal = 0;
for (const source of scriptSources(html)) {
  const file = path.join(".next", source.replace(/^\/_next\//, "").split("?")[0]);
  const code = fs.readFileSync(file, "utf8");
  const gzip = gzipSync(code, { level: 9 }).length;
  gzipTotal += gzip;
  const mapName = /sourceMappingURL=(\S+)/.exec(code)?.[1];
  if (!mapName) {
    add(`(no source map) ${source}`, gzip);
    continue;
  }
  const ratio = gzip / Buffer.byteLength(code);
  const lines = code.split("\n");
  const segments = segmentsOf(
    JSON.parse(fs.readFileSync(path.join(path.dirname(file), mapName), "utf8")),
  );
  segments.forEach((segment, index) => {
    const next = segments[index + 1];
    const end =
      next?.line === segment.line ? next.column : (lines[segment.line]?.length ?? segment.column);
    add(ownerOf(segment.source), Math.max(0, end - segment.column) * ratio);
  });
}

console.log(`${pagePath}: ${(gzipTotal / 1024).toFixed(1)} kB gzip of first-load JavaScript`);
for (const [owner, bytes] of [...totals].sort((a, b) => b[1] - a[1])) {
  if (bytes >= 100) console.log(`${(bytes / 1024).toFixed(1).padStart(7)} kB  ${owner}`);
}
