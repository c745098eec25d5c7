import "server-only";
import fs from "node:fs";
import path from "node:path";
import crypto from "node:crypto";

/** Reads the generated secret kept in the data directory, creating it on first use. */
export function loadOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, "auth-secret");
  try {
    return fs.readFileSync(file, "utf8").trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = crypto.randomBytes(48).toString("base64url");
  try {
    fs.writeFileSync(file, secret, { mode: 0o600, flag: "wx" });
    return secret;
  } catch (error) {
    // Another process created it first: use theirs so both sign with the same key.
    if ((error as NodeJS.ErrnoException).code === "EEXIST") {
      return fs.readFileSync(file, "utf8").trim();
    }
    throw error;
  }
}
