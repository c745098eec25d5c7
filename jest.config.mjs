import nextJest from "next/jest.js";

const createJestConfig = nextJest({ dir: "./" });

/** @type {import("jest").Config} */
const config = {
  testEnvironment: "node",
  roots: ["<rootDir>/tests/unit", "<rootDir>/tests/integration"],
  moduleNameMapper: {
    // `server-only` throws outside a React Server build; in tests everything is server code.
    "^server-only$": "<rootDir>/tests/helpers/empty-module.js",
    "^@/(.*)$": "<rootDir>/$1",
  },
  testTimeout: 30_000,
};

export default createJestConfig(config);
