import fs from "node:fs";

// Removes the test file's throwaway DATA_DIR (made in jest-env.ts) once its tests are done.
const dataDir = process.env.DATA_DIR;
afterAll(() => {
  if (dataDir?.includes("redline-jest-")) fs.rmSync(dataDir, { recursive: true, force: true });
});
