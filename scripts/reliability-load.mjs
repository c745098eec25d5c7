// `npm run reliability:load`: 60 s of mixed traffic (pages, catalog, sign-in, order, pay with
// the test provider, admin ship) at 100 connections against a production server on PostgreSQL,
// then the books: stock sold = ordered quantities, and the payments ledger matches paid orders.
// Needs a build (`npm run build` or --app-dir). Options: --duration 60 --connections 100.
import autocannon from "autocannon";
import { checkLedger, checkStock, ledgerIsConsistent, stockIsConsistent } from "./lib/books.mjs";
import { DEFAULT_ADMIN_URL } from "./lib/database.mjs";
import { printTable, readOptions, writeResult } from "./lib/report.mjs";
import { prepareShop } from "./lib/shop-setup.mjs";
import { failuresByStep, shopTraffic } from "./lib/shop-traffic.mjs";

const options = readOptions({
  duration: { type: "string", default: "60" },
  connections: { type: "string", default: "100" },
});

async function main() {
  const connections = Number(options.connections);
  const duration = Number(options.duration);
  const shop = await prepareShop({
    appDir: options.appDir,
    adminUrl: options["database-url"] ?? process.env.DATABASE_URL ?? DEFAULT_ADMIN_URL,
    purpose: "load",
    buyerCount: connections,
  });
  try {
    const traffic = shopTraffic(shop);
    console.log(`${duration} s of mixed traffic at ${connections} connections…`);
    const result = await autocannon({
      url: shop.server.url,
      connections,
      duration,
      timeout: 30,
      requests: traffic.requests,
    });
    const stock = await checkStock(shop.database.url, shop.initial);
    const ledger = await checkLedger(shop.database.url);
    const errors = result.errors + result.timeouts + result["4xx"] + result["5xx"];
    const figures = {
      connections,
      durationSeconds: duration,
      requests: result.requests.total,
      requestsPerSecond: result.requests.average,
      errors,
      latencyMs: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
      answersByStep: traffic.tally,
      failuresByStep: failuresByStep(traffic.tally),
      stock,
      ledger,
    };
    printTable(`Mixed traffic, ${duration} s at ${connections} connections, PostgreSQL`, [
      ["requests", `${figures.requests} (${figures.requestsPerSecond} req/s)`],
      ["errors (4xx/5xx, socket, timeout)", errors],
      [
        "latency p50 / p99 / max",
        `${result.latency.p50} / ${result.latency.p99} / ${result.latency.max} ms`,
      ],
      ...Object.entries(traffic.tally).map(([step, statuses]) => [
        `  ${step}`,
        JSON.stringify(statuses),
      ]),
      ["orders / paid / shipped", `${ledger.orders} / ${ledger.paid} / ${ledger.shipped}`],
      [
        "stock sold = ordered, every part",
        stockIsConsistent(stock) ? "yes" : `NO ${JSON.stringify(stock.mismatches)}`,
      ],
      ["paid orders with ≠ 1 succeeded payment", ledger.paidWithoutExactlyOneSuccess],
      ["succeeded payments without a paid order", ledger.successWithoutPaidOrder],
    ]);
    writeResult("reliability-load", options.label, figures);
    if (errors > 0 || !stockIsConsistent(stock) || !ledgerIsConsistent(ledger))
      process.exitCode = 1;
  } finally {
    await shop.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
