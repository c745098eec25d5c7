// `npm run reliability:fault`: the mixed traffic of reliability:load against a private
// PostgreSQL cluster (port 5433, never the shared server) that is stopped and started again in
// the middle. Requests during the outage must fail fast with 503, the shop must recover by
// itself, and every order answered 201 must be in the database afterwards.
// Options: --duration 60 --connections 100 --down-at 20 --down-for 15 (seconds).
import autocannon from "autocannon";
import {
  checkLedger,
  checkStock,
  ledgerIsConsistent,
  lostOrders,
  stockIsConsistent,
} from "./lib/books.mjs";
import { privateCluster } from "./lib/pg-cluster.mjs";
import { printTable, readOptions, writeResult } from "./lib/report.mjs";
import { prepareShop } from "./lib/shop-setup.mjs";
import { shopTraffic } from "./lib/shop-traffic.mjs";
import { summarizeOutage } from "./lib/outage.mjs";

const options = readOptions({
  duration: { type: "string", default: "60" },
  connections: { type: "string", default: "100" },
  "down-at": { type: "string", default: "20" },
  "down-for": { type: "string", default: "15" },
});
const sleep = (seconds) => new Promise((resolve) => setTimeout(resolve, seconds * 1000));

async function main() {
  const cluster = privateCluster();
  cluster.create();
  cluster.start();
  let shop;
  try {
    shop = await prepareShop({
      appDir: options.appDir,
      adminUrl: cluster.url,
      purpose: "fault",
      buyerCount: Number(options.connections),
    });
    const answers = []; // { at, step, status } for every answer, from the traffic's own hook
    const latencies = []; // { at, ms } for every answer, from autocannon
    const traffic = shopTraffic(shop, (step, status) =>
      answers.push({ at: Date.now(), step, status }),
    );
    const run = autocannon({
      url: shop.server.url,
      connections: Number(options.connections),
      duration: Number(options.duration),
      timeout: 30,
      requests: traffic.requests,
    });
    run.on("response", (_client, _status, _bytes, ms) => latencies.push({ at: Date.now(), ms }));
    const outage = (async () => {
      await sleep(Number(options["down-at"]));
      const downAt = Date.now();
      cluster.stop();
      console.log("PostgreSQL stopped");
      await sleep(Number(options["down-for"]));
      cluster.start();
      console.log("PostgreSQL started again");
      return { downAt, upAt: Date.now() };
    })();
    const [result, window] = await Promise.all([run, outage]);
    const summary = summarizeOutage({ answers, latencies, window, endAt: Date.now() });
    const lost = await lostOrders(shop.database.url, traffic.placed);
    const stock = await checkStock(shop.database.url, shop.initial);
    const ledger = await checkLedger(shop.database.url);
    const figures = {
      connections: Number(options.connections),
      durationSeconds: Number(options.duration),
      requests: result.requests.total,
      socketErrorsAndTimeouts: result.errors + result.timeouts,
      latencyMs: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
      ...summary,
      ordersAnswered201: traffic.placed.size,
      ordersLost: lost.length,
      stock,
      ledger,
    };
    printTable("Database outage under load (private cluster on 5433)", [
      [
        "requests in all",
        `${figures.requests} (socket errors/timeouts: ${figures.socketErrorsAndTimeouts})`,
      ],
      ["outage (stop → ready again)", `${summary.outageSeconds} s`],
      ["answers during the outage", JSON.stringify(summary.duringOutage.statuses)],
      ...Object.entries(summary.duringOutage.byStep).map(([step, statuses]) => [
        `  ${step}`,
        JSON.stringify(statuses),
      ]),
      ["API answers during the outage other than 2xx/503", summary.duringOutage.apiUnexpected],
      [
        "latency during the outage p50 / p99 / max",
        `${summary.duringOutage.latencyMs.p50} / ${summary.duringOutage.latencyMs.p99} / ${summary.duringOutage.latencyMs.max} ms`,
      ],
      [
        "first order placed after the restart",
        `${summary.recoverySeconds} s after the server was ready`,
      ],
      ["failures from 5 s after the restart", summary.failuresAfterRecovery],
      ["orders answered 201 / lost", `${traffic.placed.size} / ${lost.length}`],
      ["stock sold = ordered, every part", stockIsConsistent(stock) ? "yes" : "NO"],
      ["ledger consistent", ledgerIsConsistent(ledger) ? "yes" : `NO ${JSON.stringify(ledger)}`],
    ]);
    writeResult("reliability-fault", options.label, figures);
    const healthy =
      lost.length === 0 &&
      summary.duringOutage.apiUnexpected === 0 &&
      summary.failuresAfterRecovery === 0 &&
      stockIsConsistent(stock) &&
      ledgerIsConsistent(ledger);
    if (!healthy) process.exitCode = 1;
  } finally {
    await shop?.close();
    cluster.destroy();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
