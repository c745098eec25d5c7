import path from "node:path";
import type { DatabaseHandle } from "@/lib/db/open";

// Every integration and security test file runs on its own copy of the worker's seeded database
// (see test-database.ts), open before the file's own beforeAll and closed after its tests; unit
// tests get none. Listed before jest-cleanup.ts, whose afterAll removes the copy's directory.
const withDatabase = ["integration", "security"].map((folder) =>
  path.join(__dirname, "..", folder, path.sep),
);

let database: DatabaseHandle | undefined;
beforeAll(async () => {
  const testPath = expect.getState().testPath ?? "";
  if (!withDatabase.some((folder) => testPath.startsWith(folder))) return;
  // Imported here, so unit tests (some in jsdom) load no database code at all.
  const { openTestDatabase } = await import("./test-database");
  database = await openTestDatabase();
}, 120_000);
afterAll(() => database?.close());
