import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { loadOrCreateSecret } from "@/lib/secret";

describe("loadOrCreateSecret", () => {
  it("generates a strong secret once and returns the same one afterwards", () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "secret-"));
    const first = loadOrCreateSecret(dataDir);
    expect(first.length).toBeGreaterThanOrEqual(48);
    expect(loadOrCreateSecret(dataDir)).toBe(first);
    expect(fs.statSync(path.join(dataDir, "auth-secret")).mode & 0o777).toBe(0o600);
  });
});
