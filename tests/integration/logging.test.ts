/** @jest-environment node */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { GET as getPart } from "@/app/api/parts/[id]/route";
import { installRequestLog } from "@/lib/http/request-log";
import { handle } from "@/lib/http/respond";
import { INTERNAL_ERROR } from "@/lib/errors";
import { acceptableRequestId, logger } from "@/lib/log";
import { callRoute } from "../helpers/call-route";
import { openTestDatabase } from "../helpers/test-database";
import type { DatabaseHandle } from "@/lib/db/open";

type LogLine = Record<string, unknown> & { msg?: string; requestId?: string };

/** Collects the JSON lines the logger writes to stdout while `work` runs. */
async function logged<T>(work: () => Promise<T>): Promise<{ result: T; lines: LogLine[] }> {
  const lines: LogLine[] = [];
  const write = jest.spyOn(process.stdout, "write").mockImplementation((chunk) => {
    for (const text of String(chunk).split("\n")) if (text.trim()) lines.push(JSON.parse(text));
    return true;
  });
  try {
    return { result: await work(), lines };
  } finally {
    write.mockRestore();
  }
}

let database: DatabaseHandle;
beforeAll(async () => {
  logger.level = "info";
  database = await openTestDatabase({ seed: false });
});
afterAll(() => database.close());

describe("an API error answer", () => {
  it("names its request id in the JSON and the x-request-id header", async () => {
    const { status, body, headers } = await callRoute(getPart, "/api/parts/x", {
      params: { id: "no-such-part" },
    });
    expect(status).toBe(404);
    const { requestId } = body as { requestId: string };
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(headers.get("x-request-id")).toBe(requestId);
  });

  it("logs a 500 with its cause and the same id, and answers without the details", async () => {
    const { result, lines } = await logged(() =>
      handle(async () => {
        logger.info("about to fail");
        throw new Error("disk on fire", { cause: new Error("sector 7") });
      }),
    );
    const body = await result.json();
    expect(result.status).toBe(500);
    expect(body).toEqual({ error: INTERNAL_ERROR, issues: [], requestId: expect.any(String) });
    expect(lines.map((line) => line.requestId)).toEqual([body.requestId, body.requestId]);
    const failure = lines.find((line) => line.level === 50);
    expect(JSON.stringify(failure)).toContain("disk on fire");
    expect(JSON.stringify(failure)).toContain("sector 7");
  });
});

describe("the log", () => {
  it("never shows secrets", async () => {
    const { lines } = await logged(async () =>
      logger.info(
        {
          password: "hunter2-password",
          headers: { authorization: "Bearer tok-abc", cookie: "authjs.session-token=sess-xyz" },
          body: { card: { number: "4242424242424242" }, token: "reset-token-123" },
          clientSecret: "pi_test_1_secret_2",
        },
        "a request with secrets",
      ),
    );
    // Without the time: its digits may spell a card number's ("…4242…").
    const text = JSON.stringify(lines.map((line) => ({ ...line, time: undefined })));
    for (const secret of ["hunter2", "tok-abc", "sess-xyz", "4242", "reset-token", "pi_test"])
      expect(text).not.toContain(secret);
    expect(text).toContain("[redacted]");
  });

  it("keeps a failed query's SQL but not its parameters", async () => {
    const { lines } = await logged(() =>
      handle(async () => {
        await database.db.execute("select * from users where no_such_column = 1");
        return Response.json({});
      }),
    );
    expect(JSON.stringify(lines)).toContain("select * from users");
    const { lines: withParams } = await logged(() =>
      handle(async () => {
        const { sql } = await import("drizzle-orm");
        await database.db.execute(sql`select ${"param-secret-value"}::text, no_such_column`);
        return Response.json({});
      }),
    );
    expect(JSON.stringify(withParams)).toContain("Failed query");
    expect(JSON.stringify(withParams)).not.toContain("param-secret-value");
  });
});

describe("request ids over HTTP", () => {
  let server: http.Server;
  let url: string;
  beforeAll(async () => {
    installRequestLog();
    server = http.createServer((_request, response) => response.end("ok"));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it("takes an acceptable x-request-id, replaces an odd one, and logs the request", async () => {
    const { result, lines } = await logged(async () => [
      await fetch(`${url}/api/x?email=a@b.c`, { headers: { "x-request-id": "edge-42" } }),
      await fetch(`${url}/api/y`, { headers: { "x-request-id": "bad id\twith <html>" } }),
    ]);
    const [kept, replaced] = result.map((response) => response.headers.get("x-request-id"));
    expect(kept).toBe("edge-42");
    expect(replaced).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines).toEqual([
      expect.objectContaining({ requestId: "edge-42", path: "/api/x", status: 200 }),
      expect.objectContaining({ requestId: replaced, path: "/api/y", method: "GET" }),
    ]);
    expect(JSON.stringify(lines)).not.toContain("a@b.c");
  });

  it("accepts only short ids of plain characters", () => {
    expect(acceptableRequestId("req-1.2:3_x")).toBe("req-1.2:3_x");
    expect(acceptableRequestId("x".repeat(101))).toBeUndefined();
    expect(acceptableRequestId("a\nb")).toBeUndefined();
    expect(acceptableRequestId(null)).toBeUndefined();
  });
});
