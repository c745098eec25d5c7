// `npm run bench:checkout`: a checkout of 50 cart lines on the PostgreSQL server (issue 15:
// ≤ 200 ms server time). A scratch database gets the demo data and 10,000 filler parts with
// plenty of stock; before each run the buyer's cart is filled with 50 different parts (some with
// price breaks), then the service call is timed: the unpaid-order lock, the cart read under lock,
// the check of every line, 50 conditional stock updates with their order inserts, and the cart
// emptied, in one transaction. --runs times after one warm-up. Runs under tsx (see
// package.json). Options: --database-url (admin URL) --label <name> --runs <n> --lines <n>.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createScratchDatabase, DEFAULT_ADMIN_URL, query, seed } from "../lib/database.mjs";
import { percentile, printTable, readOptions, round, writeResult } from "../lib/report.mjs";
import { fillerSql } from "./catalog-filler.mjs";

const options = readOptions({ runs: { type: "string" }, lines: { type: "string" } });
const adminUrl = options["database-url"] ?? DEFAULT_ADMIN_URL;
const runs = Number(options.runs ?? 30);
const lineCount = Number(options.lines ?? 50);
const PARTS = 10_000;

const scratch = await createScratchDatabase(adminUrl, "checkout");
try {
  console.log(`Seeding the scratch database (demo data, ${PARTS} parts)…`);
  seed(options.appDir, scratch.url);
  await query(scratch.url, fillerSql(PARTS));
  await query(
    scratch.url,
    `UPDATE parts SET available_qty = 10000000,
       price_tiers = CASE WHEN price_cents > 200 AND random() < 0.3
         THEN jsonb_build_array(jsonb_build_object('minQty', order_qty * 10, 'priceCents', price_cents - 100))
         ELSE '[]'::jsonb END
     WHERE creator_uid = 'bench'`,
  );
  await query(
    scratch.url,
    `INSERT INTO users (id, uid, name, email, role) VALUES ('bench', 'bench', 'Bench Buyer', 'bench@example.com', 'user')`,
  );
  await query(scratch.url, "VACUUM ANALYZE");
  const parts = await query(
    scratch.url,
    `SELECT id, order_qty AS "orderQty" FROM parts WHERE creator_uid = 'bench'
     ORDER BY md5(id) LIMIT ${lineCount}`,
  );
  const fillCart = () =>
    query(
      scratch.url,
      `INSERT INTO cart_lines (uid, part_id, quantity)
       SELECT 'bench', line->>'partId', (line->>'quantity')::integer
       FROM jsonb_array_elements($1::jsonb) line`,
      [JSON.stringify(parts.map((part) => ({ partId: part.id, quantity: part.orderQty })))],
    );

  process.env.DATABASE_URL = scratch.url;
  // The checkout's mails go to an outbox of the run's own, not the developer's.
  process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "bench-checkout-"));
  // Every order is a new unpaid one: the limit would stop the runs after the fifth.
  process.env.MAX_UNPAID_ORDERS = "1000";
  const { placeCheckout } = await import("../../domains/ordering/server/index.ts");
  const { closeDatabase } = await import("../../lib/db/index.ts");
  const buyer = {
    id: "bench",
    uid: "bench",
    email: "bench@example.com",
    name: "Bench Buyer",
    role: "user",
    photoUrl: null,
  };
  const address = { address: "1 Bench Road, Detroit", phone: "+1 555 0100" };

  await fillCart();
  const first = await placeCheckout(buyer, { address });
  const times = [];
  for (let run = 0; run < runs; run += 1) {
    await fillCart();
    const started = performance.now();
    await placeCheckout(buyer, { address });
    times.push(performance.now() - started);
  }
  await closeDatabase();
  times.sort((a, b) => a - b);
  const figures = {
    lines: first.orders.length,
    runs,
    p50Ms: round(percentile(times, 0.5)),
    p95Ms: round(percentile(times, 0.95)),
    maxMs: round(times.at(-1)),
    goalMs: 200,
  };
  printTable(`Checkout of ${figures.lines} lines (PostgreSQL server)`, [
    ["runs", String(runs)],
    ["p50", `${figures.p50Ms} ms`],
    ["p95", `${figures.p95Ms} ms`],
    ["max", `${figures.maxMs} ms`],
    ["goal", "≤ 200 ms"],
  ]);
  writeResult("checkout", options.label, figures);
} finally {
  await scratch.drop();
}
