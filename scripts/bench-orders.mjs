// `npm run bench:orders`: sustained order placement against a production server on PostgreSQL.
// Many buyers order parts concurrently through `POST /api/orders?uid=`; then the stock of every
// part must equal its starting stock minus what the orders took. Needs a build (`npm run build`
// or --app-dir). Every order's mail is a job: --workers in-app (default: the server's own job
// workers deliver them while it takes orders) or --workers process (the server runs none; an
// `npm run worker` process does, its CPU reported apart). After the run the mail queue is drained
// and every order must have had its mail. Options: --buyers 100 --connections 50 --duration 20
// --label <name> --cpu-prof <directory>.
import os from "node:os";
import autocannon from "autocannon";
import { createBuyers } from "./lib/accounts.mjs";
import { checkStock, stockIsConsistent } from "./lib/books.mjs";
import {
  DEFAULT_ADMIN_URL,
  createScratchDatabase,
  partStock,
  query,
  seed,
  stockEveryPart,
} from "./lib/database.mjs";
import { drainMail, undeliveredMail } from "./lib/mail-queue.mjs";
import { printTable, readOptions, round, writeResult } from "./lib/report.mjs";
import { cpuTimeMs, kernelCpuTimeMs, startServer, startWorker } from "./lib/server.mjs";

const options = readOptions({
  buyers: { type: "string", default: "100" },
  connections: { type: "string", default: "50" },
  duration: { type: "string", default: "20" },
  // Writes the server's CPU profile (.cpuprofile) into this directory when it stops.
  "cpu-prof": { type: "string" },
  workers: { type: "string", default: "in-app" },
});
if (!["in-app", "process"].includes(options.workers))
  throw new Error("--workers is in-app or process");
const STOCK = 100_000_000;

function orderRequests(buyers, parts) {
  let next = 0;
  return [
    {
      method: "POST",
      setupRequest: (request) => {
        next += 1;
        const buyer = buyers[next % buyers.length];
        const part = parts[next % parts.length];
        return {
          ...request,
          path: `/api/orders?uid=${buyer.uid}`,
          headers: { authorization: `Bearer ${buyer.token}`, "content-type": "application/json" },
          body: JSON.stringify({
            productInfo: { id: part.id, orderQty: part.minimum },
            address: { address: "12 Bench Street, Detroit", phone: "+1 555 0100" },
          }),
        };
      },
    },
  ];
}

function run(url, requests, connections, duration) {
  return autocannon({ url, connections, duration, requests, timeout: 30 });
}

async function main() {
  const adminUrl = options["database-url"] ?? process.env.DATABASE_URL ?? DEFAULT_ADMIN_URL;
  const database = await createScratchDatabase(adminUrl, "bench");
  let server;
  let worker;
  try {
    seed(options.appDir, database.url);
    await stockEveryPart(database.url, STOCK);
    const initial = await partStock(database.url);
    server = await startServer({
      appDir: options.appDir,
      databaseUrl: database.url,
      logName: "bench-orders",
      nodeArgs: options["cpu-prof"] ? ["--cpu-prof", `--cpu-prof-dir=${options["cpu-prof"]}`] : [],
      env: { JOB_WORKERS: options.workers === "in-app" ? "in-app" : "off" },
    });
    if (options.workers === "process")
      worker = startWorker({
        appDir: options.appDir,
        databaseUrl: database.url,
        siteUrl: server.url,
        logName: "bench-orders",
      });
    console.log(
      `Server ${server.url} (log ${server.logFile}); signing up ${options.buyers} buyers`,
    );
    const buyers = await createBuyers(server.url, Number(options.buyers));
    const requests = orderRequests(buyers, initial);
    await run(server.url, requests, Number(options.connections), 3); // warm-up, not counted
    const cpuBefore = cpuTimeMs(server.pid);
    const kernelCpuBefore = kernelCpuTimeMs(server.pid);
    const workerCpuBefore = worker ? cpuTimeMs(worker.pid) : 0;
    const result = await run(
      server.url,
      requests,
      Number(options.connections),
      Number(options.duration),
    );
    const serverCpuMs = cpuTimeMs(server.pid) - cpuBefore;
    const serverKernelCpuMs = kernelCpuTimeMs(server.pid) - kernelCpuBefore;
    const workerCpuMs = worker ? cpuTimeMs(worker.pid) - workerCpuBefore : 0;
    const mailBacklog = await undeliveredMail(database.url);
    const drainCpuBefore = cpuTimeMs(worker?.pid ?? server.pid);
    const drainMs = await drainMail(database.url);
    // What delivering one mail costs, from the queue left when the orders stopped.
    const mailCpuMs =
      (cpuTimeMs(worker?.pid ?? server.pid) - drainCpuBefore) / Math.max(1, mailBacklog);
    const stock = await checkStock(database.url, initial);
    const [{ orders, mails }] = await query(
      database.url,
      "SELECT (SELECT count(*) FROM orders)::int AS orders, (SELECT count(*) FROM mail_deliveries)::int AS mails",
    );
    const figures = {
      buyers: buyers.length,
      connections: Number(options.connections),
      durationSeconds: Number(options.duration),
      orders201: result["2xx"],
      ordersPerSecond: round(result["2xx"] / Number(options.duration)),
      latencyMs: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
      errors: result.errors + result.timeouts + result.non2xx,
      // CPU the server spent per order: less sensitive than orders/s to what else the machine runs.
      serverCpuMsPerOrder: round(serverCpuMs / Math.max(1, result["2xx"]), 2),
      // Of which in the kernel: mostly the sockets to PostgreSQL and to the clients.
      serverKernelCpuMsPerOrder: round(serverKernelCpuMs / Math.max(1, result["2xx"]), 2),
      workers: options.workers,
      workerCpuMsPerOrder: worker ? round(workerCpuMs / Math.max(1, result["2xx"]), 2) : null,
      mailBacklogAtEnd: mailBacklog,
      mailDrainMs: drainMs,
      cpuMsPerMailDelivered: round(mailCpuMs, 2),
      mailsDelivered: mails,
      loadAverage: os.loadavg().map((value) => round(value, 2)),
      ordersInDatabase: orders,
      stock,
    };
    printTable("Order placement (POST /api/orders) on PostgreSQL", [
      ["buyers / connections", `${figures.buyers} / ${figures.connections}`],
      ["duration", `${figures.durationSeconds} s (after a 3 s warm-up)`],
      ["orders placed (201)", figures.orders201],
      ["orders/s", figures.ordersPerSecond],
      [
        "latency p50 / p99 / max",
        `${result.latency.p50} / ${result.latency.p99} / ${result.latency.max} ms`,
      ],
      ["errors (non-2xx, socket, timeout)", figures.errors],
      ["server CPU per order", `${figures.serverCpuMsPerOrder} ms`],
      ["  of which in the kernel", `${figures.serverKernelCpuMsPerOrder} ms`],
      ["mail workers", options.workers === "in-app" ? "in the server" : "npm run worker"],
      ...(worker ? [["worker process CPU per order", `${figures.workerCpuMsPerOrder} ms`]] : []),
      ["mails not yet delivered when the run ended", mailBacklog],
      ["then delivered within", `${round(drainMs / 1000)} s`],
      ["CPU per mail delivered (from that queue)", `${figures.cpuMsPerMailDelivered} ms`],
      ["mails delivered / orders", `${mails} / ${orders}`],
      ["machine load average (1/5/15 min)", figures.loadAverage.join(" / ")],
      ["orders in the database (incl. warm-up)", orders],
      ["units sold", stock.unitsSold],
      [
        "stock consistent for every part",
        stockIsConsistent(stock) ? `yes (${stock.parts} parts)` : "NO",
      ],
    ]);
    writeResult("bench-orders", options.label, figures);
    if (figures.errors > 0 || !stockIsConsistent(stock) || mails !== orders) process.exitCode = 1;
  } finally {
    await worker?.stop();
    await server?.stop();
    await database.drop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
