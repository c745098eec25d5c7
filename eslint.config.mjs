import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import { domainBoundaries } from "./eslint/domain-boundaries.mjs";

const useNumberFormat =
  "Write numbers with formatCount/formatDecimal/formatFixed (lib/number-format.ts).";

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  // Domains talk through their entries, and the browser never loads server code
  // (docs/architecture.md, "Domains"). Tests may reach inside what they test.
  {
    files: ["**/*.{ts,tsx,mjs}"],
    ignores: ["tests/**", "bench/**"],
    plugins: { "domain-boundaries": domainBoundaries },
    rules: { "domain-boundaries/entry-only": "error" },
  },
  // A page's first Intl number format costs the browser tens of ms of ICU set-up while the page
  // loads: numbers go through lib/number-format.ts, which writes them as en-US does without it.
  {
    files: ["app/**", "components/**", "domains/**", "lib/**"],
    ignores: ["**/server/**", "lib/number-format.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "CallExpression[callee.property.name='toLocaleString']",
          message: useNumberFormat,
        },
        {
          selector: "NewExpression[callee.object.name='Intl'][callee.property.name='NumberFormat']",
          message: useNumberFormat,
        },
      ],
    },
  },
  // Playwright fixtures receive a function named `use`, which is not a React hook.
  { files: ["tests/e2e/**"], rules: { "react-hooks/rules-of-hooks": "off" } },
  // Next.js loads the cache handlers by path as CommonJS: require() is how they import.
  { files: ["lib/cache/*.cjs"], rules: { "@typescript-eslint/no-require-imports": "off" } },
  globalIgnores([
    ".next/**",
    "data/**",
    "drizzle/**",
    "next-env.d.ts",
    "test-results/**",
    "playwright-report/**",
  ]),
]);
