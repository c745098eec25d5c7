/** @jest-environment node */
import { GET } from "@/app/api/health/route";
import { installDatabase } from "@/lib/db";
import type { DatabaseHandle } from "@/lib/db/open";
import { openTestDatabase } from "../../helpers/test-database";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase({ seed: false });
});
afterAll(() => database.close());

describe("GET /api/health", () => {
  it("answers 200 while the database answers", async () => {
    installDatabase(database);
    const response = await GET(new Request("http://localhost/api/health"));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, database: "up" });
  });

  it("answers 503 when the database does not", async () => {
    const broken = await openTestDatabase({ seed: false });
    await broken.close();
    installDatabase(broken);
    const spy = jest.spyOn(console, "error").mockImplementation(() => {});
    const response = await GET(new Request("http://localhost/api/health"));
    spy.mockRestore();
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ ok: false, database: "down" });
  });
});
