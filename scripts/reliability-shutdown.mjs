// `npm run reliability:shutdown`: SIGTERM while requests are in flight. Orders are held inside
// the database (another session locks their part's row), the server gets SIGTERM, the lock is
// released two seconds later: the held orders must still answer 201, new connections must be
// refused meanwhile, and the process must exit with its database pool closed.
import fs from "node:fs";
import pg from "pg";
import { createBuyers } from "./lib/accounts.mjs";
import {
  DEFAULT_ADMIN_URL,
  createScratchDatabase,
  partStock,
  query,
  seed,
} from "./lib/database.mjs";
import { printTable, readOptions, writeResult } from "./lib/report.mjs";
import { startServer } from "./lib/server.mjs";

const options = readOptions({ "in-flight": { type: "string", default: "8" } });
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const appConnections = async (url) => {
  const rows = await query(
    url,
    `SELECT COUNT(*)::int AS n FROM pg_stat_activity
      WHERE datname = current_database() AND pid <> pg_backend_pid()
        AND application_name <> 'shutdown-lock'`,
  );
  return rows[0].n;
};

async function placeOrder(server, buyer, part) {
  const started = Date.now();
  const response = await fetch(`${server.url}/api/orders?uid=${buyer.uid}`, {
    method: "POST",
    headers: { authorization: `Bearer ${buyer.token}`, "content-type": "application/json" },
    body: JSON.stringify({
      productInfo: { id: part.id, orderQty: part.minimum },
      address: { address: "1 Shutdown Lane", phone: "+1 555 0100" },
    }),
  });
  return { status: response.status, ms: Date.now() - started };
}

async function main() {
  const adminUrl = options["database-url"] ?? process.env.DATABASE_URL ?? DEFAULT_ADMIN_URL;
  const database = await createScratchDatabase(adminUrl, "shutdown");
  const lock = new pg.Client({ connectionString: database.url, application_name: "shutdown-lock" });
  try {
    seed(options.appDir, database.url);
    const [part] = await partStock(database.url);
    const server = await startServer({
      appDir: options.appDir,
      databaseUrl: database.url,
      logName: "shutdown",
    });
    const [buyer] = await createBuyers(server.url, 1);

    await lock.connect();
    await lock.query("BEGIN");
    await lock.query("SELECT id FROM parts WHERE id = $1 FOR UPDATE", [part.id]);
    const inFlight = Array.from({ length: Number(options["in-flight"]) }, () =>
      placeOrder(server, buyer, part),
    );
    await sleep(1_000); // the orders are now waiting for the row lock, inside the database
    const connectionsBefore = await appConnections(database.url);

    const signalledAt = Date.now();
    process.kill(server.pid, "SIGTERM");
    await sleep(300);
    const newRequest = await fetch(`${server.url}/api/health`).then(
      (response) => `answered ${response.status}`,
      (error) => `refused (${error.cause?.code ?? error.message})`,
    );
    await sleep(1_700);
    await lock.query("COMMIT"); // the held orders go ahead now
    const answers = await Promise.all(inFlight);
    const exit = await server.stop();
    const exitedAfterMs = Date.now() - signalledAt;
    const log = fs.readFileSync(server.logFile, "utf8");
    const figures = {
      inFlight: answers.length,
      inFlightStatuses: answers.map((answer) => answer.status),
      inFlightSlowestMs: Math.max(...answers.map((answer) => answer.ms)),
      newRequestAfterSigterm: newRequest,
      exit,
      exitedAfterSigtermMs: exitedAfterMs,
      appConnectionsBefore: connectionsBefore,
      appConnectionsAfter: await appConnections(database.url),
      logSaysDatabaseClosed: log.includes("The database is closed"),
    };
    printTable("Graceful shutdown (SIGTERM with requests in flight)", [
      ["orders in flight at SIGTERM", figures.inFlight],
      ["their answers", figures.inFlightStatuses.join(" ")],
      ["slowest of them", `${figures.inFlightSlowestMs} ms (held 2 s by a row lock)`],
      ["new request 300 ms after SIGTERM", newRequest],
      ["process exit", `code ${exit.code} signal ${exit.signal} after ${exitedAfterMs} ms`],
      [
        "app DB connections before / after",
        `${connectionsBefore} / ${figures.appConnectionsAfter}`,
      ],
      ['log: "The database is closed"', figures.logSaysDatabaseClosed ? "yes" : "NO"],
    ]);
    writeResult("reliability-shutdown", options.label, figures);
    const clean =
      answers.every((answer) => answer.status === 201) &&
      figures.logSaysDatabaseClosed &&
      figures.appConnectionsAfter === 0;
    if (!clean) process.exitCode = 1;
  } finally {
    await lock.end().catch(() => {});
    await database.drop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
