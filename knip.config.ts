import type { KnipConfig } from "knip";

// `npm run lint` runs knip: no unused file, export or dependency. Knip's Next.js, Jest,
// Playwright, ESLint and Drizzle plugins find the framework's entry points (app/**/page.tsx,
// route.ts, layout.tsx…, proxy.ts, instrumentation.ts, next.config.ts, the test files and their
// setup); the rest are listed here.
const config: KnipConfig = {
  entry: [
    // Run by package.json scripts, .ci/run and each other (by path, which knip cannot follow).
    "scripts/*.{ts,mjs}",
    "scripts/bench/*.mjs",
    // Named by path in next.config.ts; it loads the memory and Redis handlers.
    "lib/cache/cache-handler.cjs",
  ],
  project: ["**/*.{ts,tsx,mjs,cjs,mts,cts,css}"],
  // Types for plain JavaScript modules: TypeScript reads each beside its .mjs.
  ignore: ["scripts/lib/*.d.mts"],
  // Programs the scripts start that come from the system's packages, not from npm.
  ignoreBinaries: ["nginx", "redis-server"],
  // Tailwind and daisyUI are imported by the style sheets: `@import "tailwindcss"`, `@plugin`.
  compilers: {
    css: (text: string) =>
      [...text.matchAll(/@(?:import|plugin)\s+"([^"]+)"/g)]
        .map(([, source]) => `import "${source}";`)
        .join("\n"),
  },
};

export default config;
