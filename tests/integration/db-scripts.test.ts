/** @jest-environment node */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

// The seed and reset commands must never write to an embedded database another process owns.
const runScript = (script: string, dataDir: string) =>
  spawnSync("npx", ["tsx", "--conditions=react-server", `scripts/${script}`], {
    cwd: process.cwd(),
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", NODE_OPTIONS: "" },
    encoding: "utf8",
    timeout: 60_000,
  });

let owner: ChildProcess | undefined;
afterEach(() => owner?.kill());

describe.each(["db-seed.ts", "db-reset.ts"])("%s", (script) => {
  it("refuses with a clear message while another process holds the embedded database", () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "script-"));
    const databaseDir = path.join(dataDir, "pglite");
    fs.mkdirSync(databaseDir);
    owner = spawn("sleep", ["60"]);
    fs.writeFileSync(path.join(databaseDir, "owner.lock"), String(owner.pid));

    const result = runScript(script, dataDir);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      `Refused: The embedded database in ${databaseDir} is in use by another process (pid ${owner.pid})`,
    );
    expect(fs.readdirSync(databaseDir)).toEqual(["owner.lock"]);
  });
});

describe("db-seed.ts then db-reset.ts on a free directory", () => {
  it("creates and seeds the database, prints the demo sign-ins and releases the lock", () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "script-"));
    const seeded = runScript("db-seed.ts", dataDir);
    expect(seeded.status).toBe(0);
    expect(seeded.stdout).toContain("admin@example.com / Admin123!");
    expect(seeded.stdout).toContain("customer@example.com / Customer123!");
    const reset = runScript("db-reset.ts", dataDir);
    expect(reset.status).toBe(0);
    expect(reset.stdout).toContain("The database was wiped and the demo data loaded again.");
    expect(fs.existsSync(path.join(dataDir, "pglite", "owner.lock"))).toBe(false);
  });
});
