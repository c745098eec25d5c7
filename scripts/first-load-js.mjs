// Prints the JavaScript a first visit to each page downloads (gzip), as a browser would get it
// from a running production server: every <script src> of the server's HTML, fetched and gzipped.
// `nomodule` scripts (legacy polyfills) are left out: modern browsers do not download them.
// Usage: node scripts/first-load-js.mjs [baseUrl] [path ...]   (default http://localhost:3000)
import { gzipSync } from "node:zlib";

const [baseUrl = "http://localhost:3000", ...argPaths] = process.argv.slice(2);
const paths =
  argPaths.length > 0 ? argPaths : ["/", "/allParts", "/blogs", "/portfolio", "/contact"];

async function firstLoadBytes(path) {
  const html = await (await fetch(new URL(path, baseUrl))).text();
  const tags = [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
  const sources = [
    ...new Set(
      tags
        .filter((tag) => !/\bnomodule\b/i.test(tag))
        .map((tag) => /\ssrc="([^"]+)"/.exec(tag)?.[1])
        .filter(Boolean),
    ),
  ];
  let raw = 0;
  let gzip = 0;
  for (const source of sources) {
    const body = Buffer.from(await (await fetch(new URL(source, baseUrl))).arrayBuffer());
    raw += body.length;
    gzip += gzipSync(body, { level: 9 }).length;
  }
  return { path, scripts: sources.length, rawKb: raw / 1024, gzipKb: gzip / 1024 };
}

const rows = [];
for (const path of paths) rows.push(await firstLoadBytes(path));
console.log(
  "page".padEnd(14),
  "scripts".padStart(8),
  "raw kB".padStart(10),
  "gzip kB".padStart(10),
);
for (const row of rows) {
  console.log(
    row.path.padEnd(14),
    String(row.scripts).padStart(8),
    row.rawKb.toFixed(1).padStart(10),
    row.gzipKb.toFixed(1).padStart(10),
  );
}
