// What a first visit to a page downloads, as a browser gets it from a running production
// server: the HTML, every <script src> (gzip, as measured since issue 5) and every render-blocking
// stylesheet (raw, as the CSS goal is written). `nomodule` scripts (legacy polyfills) are left
// out: modern browsers do not download them. Byte counts of the build, not timings.
import { gzipSync } from "node:zlib";

/**
 * The public pages a search-engine visitor lands on, in the order reports list them. The part,
 * vehicle and blog pages are demo-data pages (db/seed), so every build measures the same ones.
 */
export const PUBLIC_PAGES = [
  { name: "home", path: "/" },
  { name: "shop", path: "/allParts" },
  { name: "search", path: "/allParts?q=brake+pads" },
  { name: "part page", path: "/parts/bp-1234-ceramic-front-brake-pad-set" },
  { name: "vehicle page", path: "/vehicles/ford/f-150/2019" },
  { name: "category page", path: "/categories/brakes/pads" },
  { name: "vehicle brakes", path: "/vehicles/ford/f-150/2019/brakes" },
  { name: "blogs", path: "/blogs" },
  { name: "blog post", path: "/blogDetails/how-to-choose-brake-pads-for-fleet-vehicles" },
  { name: "portfolio", path: "/portfolio" },
  { name: "contact", path: "/contact" },
  { name: "login", path: "/login" },
  { name: "sign-up", path: "/signUp" },
  { name: "cart", path: "/cart" },
  { name: "quick order", path: "/quick-order" },
];

const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;
const gzipBytes = (body) => gzipSync(body, { level: 9 }).length;

async function text(baseUrl, path) {
  const response = await fetch(new URL(path, baseUrl));
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return response.text();
}

const tagsOf = (html, tag) =>
  [...html.matchAll(new RegExp(`<${tag}\\b[^>]*>`, "g"))].map((m) => m[0]);
const attribute = (tag, name) => new RegExp(`\\s${name}="([^"]+)"`).exec(tag)?.[1];

export const scriptSources = (html) => [
  ...new Set(
    tagsOf(html, "script")
      .filter((tag) => !/\bnomodule\b/i.test(tag))
      .map((tag) => attribute(tag, "src"))
      .filter(Boolean),
  ),
];

/** Stylesheets the page waits for before its first paint (not preloads, not print-only). */
const blockingStylesheets = (html) => [
  ...new Set(
    tagsOf(html, "link")
      .filter((tag) => /\srel="stylesheet"/.test(tag) && !/\smedia="print"/.test(tag))
      .map((tag) => attribute(tag, "href"))
      .filter(Boolean),
  ),
];

async function bodies(baseUrl, sources) {
  return Promise.all(
    sources.map(async (source) => {
      const response = await fetch(new URL(source, baseUrl));
      return Buffer.from(await response.arrayBuffer());
    }),
  );
}

/** The bytes of one page: HTML, first-load JavaScript and render-blocking CSS. */
export async function pageWeight(baseUrl, path) {
  const html = await text(baseUrl, path);
  const scripts = await bodies(baseUrl, scriptSources(html));
  const styles = await bodies(baseUrl, blockingStylesheets(html));
  const sum = (list, measure) => kb(list.reduce((total, body) => total + measure(body), 0));
  return {
    path,
    scripts: scripts.length,
    jsRawKb: sum(scripts, (body) => body.length),
    jsGzipKb: sum(scripts, gzipBytes),
    cssRawKb: sum(styles, (body) => body.length),
    cssGzipKb: sum(styles, gzipBytes),
    htmlRawKb: kb(Buffer.byteLength(html)),
    htmlGzipKb: kb(gzipBytes(Buffer.from(html))),
  };
}
