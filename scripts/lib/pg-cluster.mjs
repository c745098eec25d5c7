// A private PostgreSQL cluster for the fault script, which stops and starts its server in the
// middle of a run. It never touches the shared server on 5432: it makes its own data directory
// under /tmp and its own port. PostgreSQL refuses to run as root, so as root it runs as the
// `postgres` user.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const BIN = process.env.PG_BIN ?? "/usr/lib/postgresql/15/bin";

function runAsOwner(command, args) {
  const asRoot = process.getuid?.() === 0;
  const [file, argv] = asRoot
    ? ["runuser", ["-u", "postgres", "--", path.join(BIN, command), ...args]]
    : [path.join(BIN, command), args];
  return execFileSync(file, argv, { stdio: ["ignore", "pipe", "pipe"] }).toString();
}

export function privateCluster({ port = 5433 } = {}) {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "redline-pg-"));
  const data = path.join(directory, "data");
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync("id", ["-u", "postgres"]).toString());
    const gid = Number(execFileSync("id", ["-g", "postgres"]).toString());
    fs.chownSync(directory, uid, gid);
  }
  const options = `-p ${port} -k ${directory} -c listen_addresses=127.0.0.1 -c max_connections=100`;
  const pgCtl = (...args) => runAsOwner("pg_ctl", ["-D", data, ...args]);
  let running = false;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    create() {
      runAsOwner("initdb", ["-D", data, "-U", "postgres", "--auth=trust", "--no-sync"]);
    },
    start() {
      pgCtl("-o", options, "-l", path.join(directory, "server.log"), "-w", "start");
      running = true;
    },
    /** A fast shutdown: sessions are terminated, in-flight transactions roll back. */
    stop() {
      pgCtl("-m", "fast", "-w", "stop");
      running = false;
    },
    destroy() {
      if (running) this.stop();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
