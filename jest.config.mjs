import nextJest from "next/jest.js";

const createJestConfig = nextJest({ dir: "./" });

// ESM-only packages the auth code imports; Jest runs CommonJS, so SWC compiles them like our code.
const esmPackages = ["next-auth", "@auth/core", "jose", "oauth4webapi"];

/** @type {import("jest").Config} */
const config = {
  testEnvironment: "node",
  roots: ["<rootDir>/tests/unit", "<rootDir>/tests/integration", "<rootDir>/tests/security"],
  moduleNameMapper: {
    // `server-only` throws outside a React Server build; in tests everything is server code.
    "^server-only$": "<rootDir>/tests/helpers/empty-module.js",
    "^@/(.*)$": "<rootDir>/$1",
  },
  // A throwaway DATA_DIR and a fixed AUTH_SECRET for every test file, before any module reads them.
  setupFiles: ["<rootDir>/tests/helpers/jest-env.ts"],
  // Route handlers run in a stand-in of Next.js's request scope (see jest-request-scope.ts);
  // console.log is silenced; integration and security files each get a copy of the worker's
  // seeded database.
  setupFilesAfterEnv: [
    "<rootDir>/tests/helpers/jest-request-scope.ts",
    "<rootDir>/tests/helpers/jest-console.ts",
    "<rootDir>/tests/helpers/jest-database.ts",
    "<rootDir>/tests/helpers/jest-cleanup.ts",
  ],
  // Names this run's template databases, and removes them at the end (see test-database.ts).
  globalSetup: "<rootDir>/tests/helpers/jest-global-setup.mjs",
  globalTeardown: "<rootDir>/tests/helpers/jest-global-teardown.mjs",
  // A file that migrates an empty database of its own (33 migrations) took over 60 s in its
  // beforeAll on a 2-core machine at load 10; a limit, not a speed target.
  testTimeout: 120_000,
  // A worker per core: the test files' time is PGlite's WebAssembly and the test code, while the
  // main process only collects results (Jest's default leaves one core of two idle).
  maxWorkers: "100%",
};

const jestConfig = async () => {
  const resolved = await createJestConfig(config)();
  return {
    ...resolved,
    // next/jest leaves node_modules untransformed except its own list; add the ESM-only ones.
    transformIgnorePatterns: resolved.transformIgnorePatterns.map((pattern) =>
      pattern.startsWith("/node_modules/(?!.pnpm)(?!(")
        ? pattern.replace("(?!(", `(?!(${esmPackages.join("|")}|`)
        : pattern,
    ),
  };
};

export default jestConfig;
