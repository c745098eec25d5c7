import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { DatabaseLockedError, lockDirectory } from "@/lib/db/lock";

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), "lock-"));
const lockFile = (dir: string) => path.join(dir, "owner.lock");

let sleeper: ChildProcess | undefined;
afterEach(() => sleeper?.kill());

describe("lockDirectory", () => {
  it("writes our pid, refuses a second open in the same process, and releases", () => {
    const dir = tempDir();
    const release = lockDirectory(dir);
    expect(fs.readFileSync(lockFile(dir), "utf8")).toBe(String(process.pid));
    expect(() => lockDirectory(dir)).toThrow(DatabaseLockedError);
    release();
    expect(fs.existsSync(lockFile(dir))).toBe(false);
    lockDirectory(dir)();
  });

  it("refuses while another live process holds the directory, naming it", () => {
    const dir = tempDir();
    sleeper = spawn("sleep", ["30"]);
    fs.writeFileSync(lockFile(dir), String(sleeper.pid));
    expect(() => lockDirectory(dir)).toThrow(`in use by another process (pid ${sleeper.pid})`);
    expect(fs.readFileSync(lockFile(dir), "utf8")).toBe(String(sleeper.pid));
  });

  it("takes over a lock left by a process that has died", async () => {
    const dir = tempDir();
    const finished = spawn("true");
    await new Promise((resolve) => finished.on("exit", resolve));
    fs.writeFileSync(lockFile(dir), String(finished.pid));
    const release = lockDirectory(dir);
    expect(fs.readFileSync(lockFile(dir), "utf8")).toBe(String(process.pid));
    release();
  });

  it("takes over a lock naming our own pid that this process does not hold (a restarted PID 1)", () => {
    const dir = tempDir();
    fs.writeFileSync(lockFile(dir), String(process.pid));
    const release = lockDirectory(dir);
    expect(fs.existsSync(lockFile(dir))).toBe(true);
    release();
  });
});
