// Prints what a first visit to each public page downloads from a running production server:
// first-load JavaScript (gzip), render-blocking CSS and the HTML (scripts/lib/page-weight.mjs).
// Usage: npm run measure:js -- [baseUrl] [path ...]   (default http://localhost:3000, every
// public page of scripts/lib/page-weight.mjs)
import { PUBLIC_PAGES, pageWeight } from "./lib/page-weight.mjs";

const [baseUrl = "http://localhost:3000", ...argPaths] = process.argv.slice(2);
const pages = argPaths.length > 0 ? argPaths.map((path) => ({ name: path, path })) : PUBLIC_PAGES;

const columns = [
  ["page", 14, (row) => row.name],
  ["scripts", 8, (row) => row.scripts],
  ["JS raw kB", 10, (row) => row.jsRawKb.toFixed(1)],
  ["JS gzip kB", 11, (row) => row.jsGzipKb.toFixed(1)],
  ["CSS raw kB", 11, (row) => row.cssRawKb.toFixed(1)],
  ["CSS gzip kB", 12, (row) => row.cssGzipKb.toFixed(1)],
  ["HTML raw kB", 12, (row) => row.htmlRawKb.toFixed(1)],
  ["HTML gzip kB", 13, (row) => row.htmlGzipKb.toFixed(1)],
];
const line = (cells) =>
  cells
    .map((cell, i) =>
      i === 0 ? String(cell).padEnd(columns[0][1]) : String(cell).padStart(columns[i][1]),
    )
    .join(" ");

console.log(line(columns.map(([title]) => title)));
for (const page of pages) {
  const row = { name: page.name, ...(await pageWeight(baseUrl, page.path)) };
  console.log(
    line(columns.map(([, , cell]) => cell(row))),
    page.name === page.path ? "" : page.path,
  );
}
