// `npm run cluster:check [-- --app-dir DIR --database-url URL]`: two instances behind nginx on a
// scratch PostgreSQL database and a private Redis, and what several instances must get right:
// an admin changes a part's price through instance A and the very next requests for the home
// page, the shop and the part's page through instance B show the new price; a review posted
// through B is on A's home page; an image uploaded through A is served by B; the load balancer
// spreads requests over both. Prints each check with its time; exits 1 if one fails. Needs a
// production build. Results: bench/results/cluster.json (or --report FILE).
import fs from "node:fs";
import sharp from "sharp";
import { DEMO_ADMIN, createBuyers, signIn } from "./lib/accounts.mjs";
import { checkList } from "./lib/checks.mjs";
import { startCluster } from "./lib/cluster.mjs";
import { createScratchDatabase, DEFAULT_ADMIN_URL, seed } from "./lib/database.mjs";
import { startRedis } from "./lib/redis-server.mjs";
import { readOptions } from "./lib/report.mjs";

const options = readOptions({ report: { type: "string" } });
const { appDir } = options;
const { check, finish } = checkList();

const bearer = (user) => ({ authorization: `Bearer ${user.token}` });
const html = async (url) => {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.text();
};
function expectIn(text, needle, where) {
  if (!text.includes(needle)) throw new Error(`${where} does not show "${needle}"`);
}

const database = await createScratchDatabase(
  options["database-url"] ?? DEFAULT_ADMIN_URL,
  "cluster",
);
const redis = await startRedis();
let cluster;
try {
  seed(appDir, database.url);
  cluster = await startCluster({ appDir, databaseUrl: database.url, redisUrl: redis.url });
  const [a, b] = cluster.instances;
  const admin = await signIn(a.url, DEMO_ADMIN);
  const [customer] = await createBuyers(b.url, 1);
  const [part] = await (
    await fetch(`${a.url}/api/parts?sort=1`, { headers: bearer(admin) })
  ).json();
  const pages = ["/", "/allParts", part.url];

  await check("B serves the part's pages from its cache (twice each)", async () => {
    for (const page of pages)
      for (let twice = 0; twice < 2; twice += 1) await html(`${b.url}${page}`);
    return pages.join(", ");
  });
  await check("price changed through A shows at once on B: home, shop, part page", async () => {
    const newPrice = 987.65;
    const response = await fetch(`${a.url}/api/parts/update-stock/${part._id}`, {
      method: "PATCH",
      headers: { ...bearer(admin), "content-type": "application/json" },
      body: JSON.stringify({
        productName: part.productName,
        availableQty: part.availableQty,
        orderQty: part.orderQty,
        price: newPrice,
      }),
    });
    if (!response.ok) throw new Error(`the update answered ${response.status}`);
    for (const page of pages) expectIn(await html(`${b.url}${page}`), "987.65", `B's ${page}`);
    return `${part.price} → ${newPrice}`;
  });
  await check("review posted through B appears on A's home page", async () => {
    await html(`${a.url}/`);
    const reviewText = `Cluster check review ${Date.now()}: the pads fit and stop well.`;
    const response = await fetch(`${b.url}/api/reviews`, {
      method: "POST",
      headers: { ...bearer(customer), "content-type": "application/json" },
      body: JSON.stringify({ reviewText, rating: 5 }),
    });
    if (!response.ok)
      throw new Error(`the review answered ${response.status}: ${await response.text()}`);
    expectIn(await html(`${a.url}/`), reviewText, "A's home page");
    return "shown";
  });
  await check("image uploaded through A is served by B", async () => {
    const png = await sharp({
      create: { width: 64, height: 48, channels: 3, background: { r: 196, g: 30, b: 58 } },
    })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append("image", new Blob([png], { type: "image/png" }), "cluster.png");
    const response = await fetch(`${a.url}/api/uploads`, {
      method: "POST",
      headers: bearer(admin),
      body: form,
    });
    const answer = await response.json();
    if (!response.ok)
      throw new Error(`the upload answered ${response.status}: ${JSON.stringify(answer)}`);
    const served = await fetch(`${b.url}${answer.data.url}`);
    if (served.status !== 200)
      throw new Error(`B answered ${served.status} for ${answer.data.url}`);
    return `${answer.data.url}: ${(await served.arrayBuffer()).byteLength} bytes`;
  });
  await check("nginx spreads 20 requests over both instances", async () => {
    // Each instance logs every request it answers: count the health checks before and after.
    const healthChecks = () =>
      cluster.instances.map(
        (instance) => fs.readFileSync(instance.logFile, "utf8").split("/api/health").length - 1,
      );
    const before = healthChecks();
    for (let request = 0; request < 20; request += 1) {
      const response = await fetch(`${cluster.url}/api/health`);
      if (!response.ok) throw new Error(`the balancer answered ${response.status}`);
      await response.arrayBuffer();
    }
    await new Promise((resolve) => setTimeout(resolve, 200)); // the logs are written after
    const answered = healthChecks().map((count, index) => count - before[index]);
    if (answered.some((count) => count < 5)) throw new Error(`answered: ${answered.join(" / ")}`);
    return `answered: ${answered.join(" / ")}`;
  });
} finally {
  await cluster?.stop();
  await redis.stop();
  await database.drop();
}

// `npm test` names a report file of its own; run by hand, the result goes to bench/results.
const passed = finish("Two instances behind nginx, one PostgreSQL, one Redis", {
  name: "cluster",
  label: options.label,
  report: options.report,
});
process.exit(passed ? 0 : 1);
