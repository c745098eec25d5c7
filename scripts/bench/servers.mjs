// Starting and stopping what the benchmarks measure: the production server (`next start` on a
// database of the caller's choosing) and a bare Node server, the machine's ceiling.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import pg from "pg";

const root = path.resolve(import.meta.dirname, "../..");
const nextBin = path.join(root, "node_modules/.bin/next");

/** Builds once: benchmarks measure `next build` output, never the development server. */
export function ensureBuild() {
  if (fs.existsSync(path.join(root, ".next/BUILD_ID")) && !process.argv.includes("--build")) return;
  console.log("Building for production (next build)…");
  const result = spawnSync(nextBin, ["build"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) throw new Error("next build failed");
}

async function waitForHealth(url, child, seconds = 90) {
  for (let tries = 0; tries < seconds * 4; tries += 1) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not become healthy in ${seconds} s`);
}

/** `next start` on `port`; `env` chooses the database. Resolves once /api/health answers. */
export async function startShop(port, env = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "redline-bench-"));
  // The embedded database unless the caller names a server: never the one the shell has set.
  const inherited = { ...process.env };
  delete inherited.DATABASE_URL;
  const child = spawn(nextBin, ["start", "-p", String(port), "-H", "127.0.0.1"], {
    cwd: root,
    env: { ...inherited, DATA_DIR: dataDir, NODE_ENV: "production", ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url, child);
  return {
    url,
    async stop() {
      child.kill("SIGTERM");
      await new Promise((resolve) =>
        child.exitCode !== null ? resolve() : child.once("exit", resolve),
      );
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The smallest possible Node answer, for scale: nothing in Next.js can be faster. */
export async function startHello(port) {
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { "content-type": "text/plain" });
    response.end("hello");
  });
  await new Promise((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** A new, empty database on the PostgreSQL server that `serverUrl` names; dropped by `drop()`. */
export async function createServerDatabase(serverUrl, label) {
  const name = `redline_${label}_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** Migrates and seeds the demo data into a server database, as `npm run db:seed` does. */
export function seedServerDatabase(databaseUrl) {
  const result = spawnSync("npm", ["run", "--silent", "db:seed"], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: databaseUrl },
    stdio: ["ignore", "ignore", "inherit"],
  });
  if (result.status !== 0) throw new Error("seeding the benchmark database failed");
}

export const resultsDir = path.join(root, "bench/results");
