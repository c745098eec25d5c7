// Starts the shop's production build (`next start`) as a child process for the bench and
// reliability scripts, on a free port of the range they may use.
import { spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

// SERVER_PORTS=first-last gives a run another range (people sharing one machine keep apart).
function portRange(text = "3700-3749") {
  const [first, last] = text.split("-").map(Number);
  if (!Number.isInteger(first) || !Number.isInteger(last) || first > last)
    throw new Error(`SERVER_PORTS: "${text}" is not a range such as 3700-3749`);
  return { first, last };
}
const PORTS = portRange(process.env.SERVER_PORTS);

function portIsFree(port) {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once("error", () => resolve(false));
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
  });
}

export async function freePort() {
  for (let port = PORTS.first; port <= PORTS.last; port += 1) {
    if (await portIsFree(port)) return port;
  }
  throw new Error(`No free port between ${PORTS.first} and ${PORTS.last}`);
}

/** CPU time (user + system, ms) a process has used so far, from /proc (Linux); null elsewhere. */
function cpuTicks(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    return { user: Number(fields[11]), system: Number(fields[12]) };
  } catch {
    return null;
  }
}

const ticksToMs = (ticks) => (ticks * 1000) / 100; // USER_HZ on Linux

/** CPU time a process has spent so far, user and kernel, in ms (null once it is gone). */
export function cpuTimeMs(pid) {
  const ticks = cpuTicks(pid);
  return ticks && ticksToMs(ticks.user + ticks.system);
}

/** The part of cpuTimeMs spent in the kernel (system calls: sockets, files). */
export function kernelCpuTimeMs(pid) {
  const ticks = cpuTicks(pid);
  return ticks && ticksToMs(ticks.system);
}

function assertBuilt(appDir) {
  if (!fs.existsSync(path.join(appDir, ".next", "BUILD_ID"))) {
    throw new Error(
      `No production build in ${appDir}. Run \`npm run build\` there first, or pass --app-dir ` +
        `with a directory that has one.`,
    );
  }
}

/** Waits until `url` answers 200, or throws once the server has exited or the time is up. */
export async function waitUntilAnswering(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/**
 * `next start` in appDir on a database, with sign-in limits high enough for many buyers from
 * one address (the limit is a setting; the check itself stays on). Its output goes to a file.
 * Without a databaseUrl it uses the embedded database in `dataDir` (the caller's, kept at the
 * end); otherwise DATA_DIR is a scratch directory removed when it stops.
 */
export async function startServer({
  appDir,
  databaseUrl,
  dataDir: givenDataDir,
  logName,
  env = {},
  nodeArgs = [],
}) {
  assertBuilt(appDir);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = givenDataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), "redline-bench-data-"));
  const logFile = path.join(os.tmpdir(), `${logName}-${port}.log`);
  const output = fs.openSync(logFile, "w");
  const serverEnv = {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    AUTH_SECRET: crypto.randomBytes(32).toString("hex"),
    AUTH_RATE_LIMIT: "100000",
    SHIPPING_QUOTE_RATE_LIMIT: "100000",
    // The scripts pay with the built-in test provider, which a production server runs only
    // when told to.
    PAYMENTS_TEST_MODE: "true",
    // Buyers who place orders without paying for them (bench:orders) stay under the limit.
    MAX_UNPAID_ORDERS: "1000",
    SITE_URL: url,
    ...env,
  };
  // Redis only when the caller asks for it (a cluster), never from the developer's shell.
  if (!env.REDIS_URL) delete serverEnv.REDIS_URL;
  if (!databaseUrl) delete serverEnv.DATABASE_URL;
  const next = path.join(appDir, "node_modules", "next", "dist", "bin", "next");
  const child = spawn(process.execPath, [...nodeArgs, next, "start", "-p", String(port)], {
    cwd: appDir,
    env: serverEnv,
    stdio: ["ignore", output, output],
  });
  const exited = new Promise((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  try {
    await waitUntilAnswering(`${url}/api/health`, child, 60_000);
  } catch (error) {
    child.kill("SIGKILL");
    throw new Error(`${error.message}; see ${logFile}`);
  }
  return {
    url,
    pid: child.pid,
    logFile,
    dataDir,
    exited,
    /** Sends the signal and resolves with how the process ended. */
    stop: (signal = "SIGTERM") => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited.finally(() => {
        if (!givenDataDir) fs.rmSync(dataDir, { recursive: true, force: true });
      });
    },
  };
}

/**
 * `npm run worker`'s script as its own process in appDir (run through tsx's loader in that one
 * process, so its CPU time can be read), for app servers at siteUrl started with JOB_WORKERS=off.
 */
export function startWorker({ appDir, databaseUrl, siteUrl, logName, env = {} }) {
  const logFile = path.join(os.tmpdir(), `${logName}-worker.log`);
  const output = fs.openSync(logFile, "w");
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "redline-worker-data-"));
  const child = spawn(
    process.execPath,
    ["--import", "tsx", "--conditions=react-server", path.join("scripts", "worker.ts")],
    {
      cwd: appDir,
      env: {
        ...process.env,
        NODE_ENV: "production",
        DATABASE_URL: databaseUrl,
        DATA_DIR: dataDir,
        // The mails' links name the shop's address; a production process needs it.
        SITE_URL: siteUrl,
        ...env,
      },
      stdio: ["ignore", output, output],
    },
  );
  const exited = new Promise((resolve) => child.once("exit", resolve));
  return {
    pid: child.pid,
    logFile,
    stop: () => {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      return exited.finally(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    },
  };
}
