import "server-only";
import fs from "node:fs";
import path from "node:path";

export class DatabaseLockedError extends Error {
  constructor(directory: string, ownerPid: number) {
    super(
      `The embedded database in ${directory} is in use by another process (pid ${ownerPid}), ` +
        `most likely the running shop. Two processes on one embedded database lose data, so ` +
        `nothing was written. Stop that process first, or point DATABASE_URL at a PostgreSQL server.`,
    );
    this.name = "DatabaseLockedError";
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

// Directories this process holds; a lock file naming our pid but absent here is left from an
// earlier process that had the same pid (as a container's PID 1 does after a restart).
const heldHere = new Set<string>();

/**
 * Takes the one-owner lock of an embedded database directory, or throws DatabaseLockedError.
 * A lock left behind by a process that died is taken over. Returns the release function.
 */
export function lockDirectory(directory: string): () => void {
  fs.mkdirSync(directory, { recursive: true });
  const lockFile = path.join(directory, "owner.lock");
  if (heldHere.has(lockFile)) throw new DatabaseLockedError(directory, process.pid);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: "wx" });
      heldHere.add(lockFile);
      const release = () => {
        heldHere.delete(lockFile);
        if (readOwner(lockFile) === process.pid) fs.rmSync(lockFile, { force: true });
      };
      process.once("exit", release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const owner = readOwner(lockFile);
    if (owner !== undefined && owner !== process.pid && isAlive(owner))
      throw new DatabaseLockedError(directory, owner);
    fs.rmSync(lockFile, { force: true });
  }
  throw new Error(`Could not take the lock ${lockFile}`);
}

function readOwner(lockFile: string): number | undefined {
  try {
    const pid = Number.parseInt(fs.readFileSync(lockFile, "utf8"), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}
