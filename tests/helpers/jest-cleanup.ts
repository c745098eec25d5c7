import fs from "node:fs";
import { backgroundMailSettled } from "@/lib/mail/background";

// Removes the test file's throwaway DATA_DIR (made in jest-env.ts) once its tests are done and
// the mails they sent in the background have been written.
const dataDir = process.env.DATA_DIR;
afterAll(async () => {
  await backgroundMailSettled();
  if (dataDir?.includes("redline-jest-")) fs.rmSync(dataDir, { recursive: true, force: true });
});
