/** @jest-environment node */
// The fitment import's report, paged (issue 28): the answer carries the counts and the first
// lines, the rest come from GET /api/fitment/import/{reportId}/lines with the admin tables'
// paging headers; a report is its admin's, and kept for a while in the database.
import { eq, sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { fitmentCsvMessages as messages } from "@/domains/fitment/fitment-csv";
import { FITMENT_REPORT_FIRST_LINES } from "@/domains/fitment/fitment-report";
import { fitmentImportReports } from "@/models";
import { createUser, demo, demoUser, type UserRow } from "../../helpers/accounts";
import { createPart, type PartRow } from "../../helpers/orders";
import { createImportVehicles, HEADER, importCsv, MAKE, reportLines } from "./import-calls";

let admin: UserRow;
let part: PartRow;
beforeAll(async () => {
  admin = await demoUser(demo.admin);
  await createImportVehicles();
  part = await createPart();
});

/** 120 lines: every third names an unknown model (refused), the others add a year. */
const mixedFile = () =>
  [
    HEADER,
    ...Array.from({ length: 120 }, (_, at) =>
      at % 3 === 2
        ? `${part.partNumber},2016,2016,${MAKE},Nope,,,,,,`
        : `${part.partNumber},2017,2017,${MAKE},Alpha,,,P${at},,,`,
    ),
  ].join("\n");

describe("a long report", () => {
  it("answers the counts and the first lines, and pages the rest with the paging headers", async () => {
    const { status, report, bytes } = await importCsv(admin, mixedFile());
    expect(status).toBe(200);
    expect(report.summary).toEqual({ added: 80, changed: 0, unchanged: 0, refused: 40 });
    expect(report.lineCount).toBe(120);
    expect(report.lines).toHaveLength(FITMENT_REPORT_FIRST_LINES);
    expect(report.lines[0]).toEqual({
      line: 2,
      status: "add",
      partNumber: part.partNumber,
      message: messages.adds(1),
    });
    expect(bytes.byteLength).toBeLessThan(10_000);

    const first = await reportLines(admin, report.reportId);
    expect(first.status).toBe(200);
    expect(first.lines).toEqual(report.lines);
    const last = await reportLines(admin, report.reportId, "page=3&limit=50");
    expect(last.lines.map((line) => line.line)).toEqual(
      Array.from({ length: 20 }, (_, at) => 102 + at),
    );
    expect(last.headers.get("X-Total-Count")).toBe("120");
    expect(last.headers.get("X-Page")).toBe("3");
    expect(last.headers.get("X-Page-Count")).toBe("3");
    expect((await reportLines(admin, report.reportId, "page=4")).lines).toEqual([]);
  });

  it("pages one status: the refused lines, counted by the summary", async () => {
    const { report } = await importCsv(admin, mixedFile());
    const refused = await reportLines(admin, report.reportId, "status=refused&limit=25&page=2");
    expect(refused.status).toBe(200);
    expect(refused.headers.get("X-Total-Count")).toBe("40");
    expect(refused.headers.get("X-Page-Count")).toBe("2");
    expect(refused.lines).toHaveLength(15);
    expect(refused.lines[0]).toEqual({
      line: 2 + 3 * 25 + 2,
      status: "refused",
      partNumber: part.partNumber,
      message: messages.unknownModel(MAKE, "Nope"),
    });
    expect(new Set(refused.lines.map((line) => line.status))).toEqual(new Set(["refused"]));
  });

  it("keeps an applied import's report too", async () => {
    const fresh = await createPart();
    const csv = [HEADER, `${fresh.partNumber},2015,2019,${MAKE},Alpha,,,,,,`].join("\n");
    const { report } = await importCsv(admin, csv, { dryRun: false });
    expect(report.applied).toBe(true);
    const { lines } = await reportLines(admin, report.reportId);
    expect(lines).toEqual([
      { line: 2, status: "add", partNumber: fresh.partNumber, message: messages.adds(5) },
    ]);
  });

  it("keeps a line whose cell holds a NUL, the NUL shown as a replacement character", async () => {
    const { status, report } = await importCsv(admin, `${HEADER}\nBP\u0000X,2016,2016,X,Y,,,,,,`);
    expect(status).toBe(200);
    expect(report.summary.refused).toBe(1);
    const { lines } = await reportLines(admin, report.reportId);
    expect(lines[0]).toMatchObject({ line: 2, status: "refused", partNumber: "BP\uFFFDX" });
  });
});

describe("asking for a page", () => {
  let reportId: string;
  beforeAll(async () => {
    reportId = (await importCsv(admin, mixedFile())).report.reportId;
  });

  it.each([
    ["page=0", "page must be between"],
    ["page=two", "page must be a whole number"],
    ["limit=0", "limit must be between"],
    ["limit=101", "limit must be between"],
    ["status=broken", "status must be one of"],
  ])("%s is a 400 saying why", async (query, message) => {
    const { status, body } = await reportLines(admin, reportId, query);
    expect(status).toBe(400);
    expect(JSON.stringify(body)).toContain(message);
  });

  it("another admin's report, an unknown id or an expired report is not found", async () => {
    const other = await createUser("admin");
    expect((await reportLines(other, reportId)).status).toBe(404);
    expect((await reportLines(admin, "no-such-report")).status).toBe(404);
    // A NUL cannot name a report, and must not reach PostgreSQL, which refuses it.
    expect((await reportLines(admin, "a\u0000b")).status).toBe(404);
    const { report } = await importCsv(admin, mixedFile());
    await (
      await getDb()
    )
      .update(fitmentImportReports)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(fitmentImportReports.id, report.reportId));
    expect((await reportLines(admin, report.reportId)).status).toBe(404);
  });

  it("is for admins only: a customer gets 403, a guest 401", async () => {
    expect((await reportLines(await demoUser(demo.customer), reportId)).status).toBe(403);
    expect((await reportLines(null, reportId)).status).toBe(401);
  });

  it("an admin keeps only their five newest reports", async () => {
    const owner = await createUser("admin");
    const ids: string[] = [];
    for (let run = 0; run < 6; run++)
      ids.push((await importCsv(owner, `${HEADER}\nNOPE,2016,2016,X,Y,,,,,,`)).report.reportId);
    const statuses = await Promise.all(
      ids.map(async (id) => (await reportLines(owner, id)).status),
    );
    expect(statuses).toEqual([404, 200, 200, 200, 200, 200]);
  });
});
