/** @jest-environment node */
import net from "node:net";
import { sql } from "drizzle-orm";
import type { AddressInfo } from "node:net";
import { GET as getPart } from "@/app/api/parts/[id]/route";
import { installDatabase } from "@/lib/db";
import { openServer, type DatabaseHandle } from "@/lib/db/open";
import { isDatabaseUnavailable } from "@/lib/db/unavailable";
import { DATABASE_UNAVAILABLE } from "@/lib/errors";
import { cuttableProxy, type CuttableProxy } from "@/scripts/lib/tcp-proxy.mjs";
import { callRoute } from "../helpers/call-route";
import { openTestDatabase, testDatabaseKind } from "../helpers/test-database";

const askForPart = () => callRoute(getPart, "/api/parts/x", { params: { id: "no-such-part" } });

async function timed<T>(work: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const started = Date.now();
  const result = await work();
  return { result, ms: Date.now() - started };
}

function expectUnavailable(answer: Awaited<ReturnType<typeof askForPart>>) {
  expect(answer.status).toBe(503);
  expect(answer.body).toEqual({
    error: DATABASE_UNAVAILABLE,
    issues: [],
    requestId: expect.any(String),
  });
  expect(answer.headers.get("retry-after")).toBe("5");
}

/** A TCP server that accepts connections and never says a word, like a hung database host. */
async function silentServer(): Promise<{ port: number; close: () => Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => sockets.add(socket));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

describe("a database server that cannot be reached", () => {
  it("answers 503 at once when nothing listens on its port", async () => {
    const probe = await silentServer();
    await probe.close(); // the port is now closed
    const handle = await openServer(`postgres://postgres@127.0.0.1:${probe.port}/none`);
    installDatabase(handle);
    const { result, ms } = await timed(askForPart);
    expectUnavailable(result);
    expect(ms).toBeLessThan(1_000);
    await handle.close();
  });

  it("answers 503 within the connect timeout when it never answers", async () => {
    const silent = await silentServer();
    const handle = await openServer(`postgres://postgres@127.0.0.1:${silent.port}/none`);
    installDatabase(handle);
    const { result, ms } = await timed(askForPart);
    expectUnavailable(result);
    expect(ms).toBeLessThan(3_000);
    await handle.close();
    await silent.close();
  });

  it("tells an outage from a bug", () => {
    const refused = Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" });
    const wrapped = new Error("Failed query: select 1", { cause: refused });
    expect(isDatabaseUnavailable(wrapped)).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([refused]))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error("x"), { code: "57P01" }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error("x"), { code: "08006" }))).toBe(true);
    expect(isDatabaseUnavailable(new Error("Connection terminated unexpectedly"))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error("x"), { code: "23505" }))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError("undefined is not a function"))).toBe(false);
  });
});

async function waitUntil(condition: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  expect(condition()).toBe(true);
}

// Only the PostgreSQL pass has a server to take away (PGlite lives in the test's own process).
if (testDatabaseKind === "server") {
  describe("a PostgreSQL server that goes away and comes back", () => {
    let database: DatabaseHandle;
    let proxied: DatabaseHandle;
    let proxy: CuttableProxy;
    beforeAll(async () => {
      database = await openTestDatabase({ seed: false });
      const url = new URL(process.env.TEST_DATABASE_URL!);
      proxy = await cuttableProxy({ host: url.hostname, port: Number(url.port || 5432) });
      const { rows } = (await database.db.execute(
        "select current_database() as name",
      )) as unknown as {
        rows: { name: string }[];
      };
      url.host = `127.0.0.1:${proxy.port}`;
      url.pathname = `/${rows[0]!.name}`;
      proxied = await openServer(url.toString());
      installDatabase(proxied);
    });
    afterAll(async () => {
      await proxied.close();
      await proxy.down();
      await database.close();
    });

    it("answers 503 fast while it is gone, and 404 (served) again once it is back", async () => {
      expect((await askForPart()).status).toBe(404); // pool connected and warm
      await proxy.down();
      const during = await timed(() => Promise.all(Array.from({ length: 20 }, askForPart)));
      for (const answer of during.result) expectUnavailable(answer);
      expect(during.ms).toBeLessThan(2_500);

      await proxy.up();
      const after = await Promise.all(Array.from({ length: 20 }, askForPart));
      expect(after.map((answer) => answer.status)).toEqual(Array(20).fill(404));
    });

    it("drops connections the server terminated, without failing later requests", async () => {
      expect((await askForPart()).status).toBe(404);
      await database.db.execute(
        `select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid()`,
      );
      // The backends exit a moment after they are told to (longer on a busy machine), then the
      // proxy passes their close on; then the pool hears of it.
      await waitUntil(() => proxy.openLinks() === 0, 5_000);
      await new Promise((resolve) => setTimeout(resolve, 100));
      const after = await Promise.all(Array.from({ length: 10 }, askForPart));
      expect(after.map((answer) => answer.status)).toEqual(Array(10).fill(404));
    });

    it("a transaction that cannot begin gives its connection back to the pool", async () => {
      // More failed begins than the pool has connections (10): none may be lost.
      for (let attempt = 0; attempt < 12; attempt += 1)
        await expect(
          proxied.db.transaction(async () => undefined, {
            isolationLevel: "of no kind" as never,
          }),
        ).rejects.toThrow();
      expect((await askForPart()).status).toBe(404);
    });

    it("a connection terminated while a transaction holds it fails that transaction, nothing else", async () => {
      const uncaught: unknown[] = [];
      const collect = (error: unknown) => uncaught.push(error);
      process.on("uncaughtException", collect);
      try {
        const outcome = proxied.db.transaction(async (tx) => {
          await tx.execute(sql`select 1`);
          // The server ends the session between two statements (a restart, a failover).
          await database.db.execute(
            sql`select pg_terminate_backend(pid) from pg_stat_activity
                where datname = current_database() and pid <> pg_backend_pid()`,
          );
          await new Promise((resolve) => setTimeout(resolve, 200));
          await tx.execute(sql`select 1`);
        });
        const failure = await outcome.then(
          () => null,
          (error: unknown) => error,
        );
        expect(isDatabaseUnavailable(failure)).toBe(true);
      } finally {
        process.off("uncaughtException", collect);
      }
      expect(uncaught).toEqual([]);
      expect((await askForPart()).status).toBe(404);
    });
  });
}
