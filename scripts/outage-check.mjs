// `npm run outage:check [-- --app-dir DIR --database-url URL]`: the shop's pages while its
// database is out of reach. One instance of the build on a scratch PostgreSQL database, reached
// through a TCP proxy that the check cuts and then restores. While it is cut: pages cached before
// keep serving (200, their content); a page never cached and pages rendered per request answer
// 503 with Retry-After, not cacheable, and show the shop's error page in Chromium. Once it is
// back: those pages render (200) and the cached one is cached. Needs a production build; a step
// of `npm test`. Results: bench/results/outage-check.json (or --report FILE).
import { chromium } from "@playwright/test";
import { DEMO_ADMIN, signIn } from "./lib/accounts.mjs";
import { checkList } from "./lib/checks.mjs";
import { findChromium } from "./lib/chromium.mjs";
import { createScratchDatabase, DEFAULT_ADMIN_URL, seed } from "./lib/database.mjs";
import { readOptions } from "./lib/report.mjs";
import { startServer } from "./lib/server.mjs";
import { cuttableProxy } from "./lib/tcp-proxy.mjs";

const ERROR_PAGE_HEADING = "This page could not be loaded"; // app/error.tsx
const options = readOptions({ report: { type: "string" } });
const { check, finish } = checkList();

/** Polls `probe` until it returns something truthy; fails with `what` after the deadline. */
async function waitFor(what, probe, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const result = await probe().catch(() => undefined);
    if (result) return result;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const database = await createScratchDatabase(
  options["database-url"] ?? DEFAULT_ADMIN_URL,
  "pages_outage",
);
let proxy;
let server;
let browser;
try {
  seed(options.appDir, database.url);
  const target = new URL(database.url);
  proxy = await cuttableProxy({ host: target.hostname, port: Number(target.port || 5432) });
  const proxied = new URL(database.url);
  proxied.host = `127.0.0.1:${proxy.port}`;
  server = await startServer({
    appDir: options.appDir,
    databaseUrl: proxied.toString(),
    logName: "redline-outage-check",
  });
  browser = await chromium.launch({
    executablePath: findChromium(),
    args: ["--no-sandbox", "--disable-gpu"],
  });
  const admin = await signIn(server.url, DEMO_ADMIN);
  const [part] = await (await fetch(`${server.url}/api/parts?sort=1`)).json();
  const [blog] = await (await fetch(`${server.url}/api/blogs`)).json();

  const get = async (path, { signedIn = false } = {}) => {
    const response = await fetch(`${server.url}${path}`, {
      headers: signedIn ? { cookie: admin.cookie } : {},
      redirect: "manual",
    });
    return {
      path,
      status: response.status,
      headers: response.headers,
      body: await response.text(),
    };
  };
  const healthIs = (status) => async () => (await get("/api/health")).status === status;
  const describe = (answer) =>
    `${answer.path} ${answer.status}, Retry-After ${answer.headers.get("retry-after")}`;
  function expectUnavailable(answer) {
    const cacheControl = answer.headers.get("cache-control") ?? "";
    if (answer.status !== 503 || answer.headers.get("retry-after") !== "5")
      throw new Error(`${describe(answer)} (expected 503, Retry-After 5)`);
    if (!cacheControl.includes("no-store"))
      throw new Error(`${answer.path} may be cached: Cache-Control ${cacheControl}`);
    return describe(answer);
  }
  function expectPage(answer, text) {
    if (answer.status !== 200) throw new Error(`${answer.path} answered ${answer.status}`);
    if (!answer.body.includes(text)) throw new Error(`${answer.path} does not show "${text}"`);
    return `${answer.path} 200, shows "${text}"`;
  }
  /** What Chromium shows at `path`: the answer's status and the page's first heading. */
  async function inBrowser(path) {
    const page = await browser.newPage();
    try {
      const response = await page.goto(`${server.url}${path}`);
      const heading = page.getByRole("heading", { level: 1 }).first();
      await heading.waitFor({ timeout: 15_000 });
      return { status: response?.status(), heading: (await heading.textContent())?.trim() };
    } finally {
      await page.close();
    }
  }
  /** A page visited until the cache serves it (the first visit renders and keeps it). */
  const cachedVisit = (path) =>
    waitFor(`${path} served from the cache`, async () => {
      const answer = await get(path);
      return answer.headers.get("x-nextjs-cache") === "HIT" && answer;
    });
  const perRequestPages = [
    ["/allParts?q=brake", {}],
    ["/dashboard", { signedIn: true }],
    [`/purchase/${part._id}`, { signedIn: true }],
  ];

  await check("before: / and /blogs are served from the cache", async () => {
    await cachedVisit("/");
    return expectPage(await cachedVisit("/blogs"), blog.title);
  });

  await proxy.down();
  await check("the database is cut off: the API answers 503", () =>
    waitFor("GET /api/health answering 503", healthIs(503)).then(() => "GET /api/health 503"),
  );
  await check("cached pages keep serving: / and /blogs answer 200 with their content", async () => {
    expectPage(await get("/"), part.productName);
    return expectPage(await get("/blogs"), blog.title);
  });
  await check("a page not cached yet (/allParts) answers 503 with Retry-After", async () =>
    expectUnavailable(await get("/allParts")),
  );
  await check("pages rendered per request answer 503 with Retry-After", async () => {
    const answers = [];
    for (const [path, how] of perRequestPages)
      answers.push(expectUnavailable(await get(path, how)));
    return answers.join("; ");
  });
  await check("Chromium shows the shop's error page with the 503", async () => {
    const seen = [];
    for (const path of ["/allParts", "/allParts?q=brake"]) {
      const { status, heading } = await inBrowser(path);
      if (status !== 503 || heading !== ERROR_PAGE_HEADING)
        throw new Error(`${path}: ${status}, heading "${heading}"`);
      seen.push(`${path} ${status} "${heading}"`);
    }
    return seen.join("; ");
  });

  await proxy.up();
  await check("the database is back: the API answers again", () =>
    waitFor("GET /api/health answering 200", healthIs(200)).then(() => "GET /api/health 200"),
  );
  await check("/allParts renders again (200, its parts) and is then cached", async () => {
    expectPage(await get("/allParts"), part.productName);
    return expectPage(await cachedVisit("/allParts"), part.productName);
  });
  await check("pages rendered per request render again (200)", async () => {
    const answers = [];
    for (const [path, how] of perRequestPages) {
      const answer = await get(path, how);
      if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}`);
      answers.push(`${path} 200`);
    }
    const { status, heading } = await inBrowser("/allParts?q=brake");
    if (status !== 200 || heading === ERROR_PAGE_HEADING)
      throw new Error(`/allParts?q=brake in Chromium: ${status}, heading "${heading}"`);
    return answers.join("; ");
  });
} finally {
  await browser?.close();
  await server?.stop();
  await proxy?.down();
  await database.drop();
}

// `npm test` names a report file of its own; run by hand, the result goes to bench/results.
const passed = finish("Pages while the database is out of reach", {
  name: "outage-check",
  label: options.label,
  report: options.report,
});
process.exit(passed ? 0 : 1);
