// `npm run reliability:cluster [-- --fault instance|redis|postgres|none --instances 2
// --duration 60 --connections 50]`: the mixed traffic of reliability:load through nginx in
// front of the instances (one PostgreSQL server, a private Redis), with a fault in the middle:
// `instance` kills the first instance (SIGKILL) at --fault-at; `redis` stops Redis at
// --fault-at and starts it again --fault-for seconds later; `postgres` does the same to a
// private PostgreSQL cluster (port 5433, never the shared server); `none` measures throughput.
// Then: every order answered 201 is in the database, stock and ledger balance, every queued
// mail went out exactly once, and the answers before, during and after the fault. Needs a build.
import autocannon from "autocannon";
import {
  checkLedger,
  checkStock,
  ledgerIsConsistent,
  lostOrders,
  stockIsConsistent,
} from "./lib/books.mjs";
import { DEMO_ADMIN, BUYER_PASSWORD, createBuyers, signIn } from "./lib/accounts.mjs";
import { startCluster } from "./lib/cluster.mjs";
import {
  createScratchDatabase,
  DEFAULT_ADMIN_URL,
  partStock,
  seed,
  stockEveryPart,
} from "./lib/database.mjs";
import { drainMail, mailIsExact, mailTally } from "./lib/mail-queue.mjs";
import { summarizeOutage } from "./lib/outage.mjs";
import { privateCluster } from "./lib/pg-cluster.mjs";
import { startRedis } from "./lib/redis-server.mjs";
import { printTable, readOptions, writeResult } from "./lib/report.mjs";
import { shopTraffic } from "./lib/shop-traffic.mjs";

const options = readOptions({
  fault: { type: "string", default: "instance" },
  instances: { type: "string", default: "2" },
  duration: { type: "string", default: "60" },
  connections: { type: "string", default: "50" },
  "fault-at": { type: "string", default: "20" },
  "fault-for": { type: "string", default: "15" },
});
const sleep = (seconds) => new Promise((resolve) => setTimeout(resolve, seconds * 1000));
const phases = ["before", "during", "after"];

// PostgreSQL stopped in the middle is a private one, never the server others use.
const postgres = options.fault === "postgres" ? privateCluster() : null;
postgres?.create();
postgres?.start();
const database = await createScratchDatabase(
  postgres?.url ?? options["database-url"] ?? process.env.DATABASE_URL ?? DEFAULT_ADMIN_URL,
  "cluster_fault",
);
const redis = await startRedis();
let cluster;
try {
  seed(options.appDir, database.url);
  await stockEveryPart(database.url, 100_000_000);
  const initial = await partStock(database.url);
  cluster = await startCluster({
    appDir: options.appDir,
    databaseUrl: database.url,
    redisUrl: redis.url,
  });
  const connections = Number(options.connections);
  const buyers = await createBuyers(cluster.url, connections);
  const admin = await signIn(cluster.url, DEMO_ADMIN);
  const shop = { server: { url: cluster.url }, buyers, admin, password: BUYER_PASSWORD, initial };

  let phase = "before";
  const answers = Object.fromEntries(phases.map((name) => [name, {}]));
  const timeline = []; // { at, step, status } and { at, ms } for the outage summary
  const latencies = [];
  const traffic = shopTraffic(shop, (step, status) => {
    answers[phase][status] = (answers[phase][status] ?? 0) + 1;
    timeline.push({ at: Date.now(), step, status });
  });
  const faultAt = Number(options["fault-at"]);
  const faultFor = Number(options["fault-for"]);
  const fault = (async () => {
    if (options.fault === "none") return null;
    await sleep(faultAt);
    phase = "during";
    const downAt = Date.now();
    if (options.fault === "postgres") {
      postgres.stop();
      console.log("PostgreSQL stopped");
      await sleep(faultFor);
      postgres.start();
      console.log("PostgreSQL started again");
    } else if (options.fault === "redis") {
      await redis.stop();
      console.log("Redis stopped");
      await sleep(faultFor);
      await redis.restart();
      console.log("Redis started again");
    } else {
      await cluster.instances[0].stop("SIGKILL");
      console.log(`Instance ${cluster.instances[0].url} killed`);
      await sleep(faultFor);
    }
    phase = "after";
    return { downAt, upAt: Date.now() };
  })();
  console.log(
    `${options.duration} s of mixed traffic at ${connections} connections, fault: ${options.fault}…`,
  );
  const run = autocannon({
    url: cluster.url,
    connections,
    duration: Number(options.duration),
    timeout: 30,
    requests: traffic.requests,
  });
  run.on("response", (_client, _status, _bytes, ms) => latencies.push({ at: Date.now(), ms }));
  const [result, window] = await Promise.all([run, fault]);
  const outage =
    window && summarizeOutage({ answers: timeline, latencies, window, endAt: Date.now() });
  // Jobs a worker held when the database went away are handed out again once they expire (2 min,
  // noticed within 30 s).
  const mailDrainMs = await drainMail(database.url, 240_000);
  const mail = await mailTally(
    database.url,
    cluster.instances.map((instance) => instance.dataDir),
  );
  const lost = await lostOrders(database.url, traffic.placed);
  const stock = await checkStock(database.url, initial);
  const ledger = await checkLedger(database.url);
  const figures = {
    fault: options.fault,
    connections,
    durationSeconds: Number(options.duration),
    requests: result.requests.total,
    requestsPerSecond: result.requests.average,
    socketErrorsAndTimeouts: result.errors + result.timeouts,
    answers,
    ordersAnswered201: traffic.placed.size,
    ordersLost: lost.length,
    stock,
    ledger,
    outage,
    mail: { ...mail, drainMs: mailDrainMs },
  };
  printTable(`${options.instances} instance(s) behind nginx, fault: ${options.fault}`, [
    ["requests", `${figures.requests} (${figures.requestsPerSecond} req/s)`],
    ["socket errors / timeouts", figures.socketErrorsAndTimeouts],
    ...phases.map((name) => [`answers ${name} the fault`, JSON.stringify(answers[name])]),
    ...(outage
      ? [
          [
            "latency during the fault p50 / p99 / max",
            `${outage.duringOutage.latencyMs.p50} / ${outage.duringOutage.latencyMs.p99} / ${outage.duringOutage.latencyMs.max} ms`,
          ],
          ["first order placed after it", `${outage.recoverySeconds} s`],
        ]
      : []),
    ["orders answered 201 / lost", `${figures.ordersAnswered201} / ${figures.ordersLost}`],
    [
      "mail jobs / delivered / failed / messages written (files)",
      `${mail.jobs} / ${mail.completed} / ${mail.failed} / ${mail.messages} (${mail.files}), all out ${Math.round(mailDrainMs / 100) / 10} s after the run`,
    ],
    ["stock sold = ordered, every part", stockIsConsistent(stock) ? "yes" : "NO"],
    ["ledger consistent", ledgerIsConsistent(ledger) ? "yes" : "NO"],
  ]);
  writeResult(`reliability-cluster-${options.fault}-${options.instances}`, options.label, figures);
  // A killed instance takes the mails it was writing with it; otherwise every one went out once.
  const mailExact = options.fault === "instance" || mailIsExact(mail);
  if (lost.length > 0 || !stockIsConsistent(stock) || !ledgerIsConsistent(ledger) || !mailExact)
    process.exitCode = 1;
} finally {
  await cluster?.stop();
  await redis.stop();
  await database.drop();
  postgres?.destroy();
}
