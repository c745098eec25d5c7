/** @jest-environment node */
// The import's calls: who may make them, what a file that cannot be imported answers at once,
// the state as the job moves it, the lines a page at a time, and the report.
import { partImportMessages as messages } from "@/domains/catalog";
import { createUser, demo, demoUser, userByUid } from "../../helpers/accounts";
import {
  NEW_PART_HEADER,
  csv,
  importFile,
  importLines,
  importReport,
  importStatus,
  newNumber,
  newPartLine,
  postFile,
} from "./import-calls";
import { runQueuedJobs } from "../../helpers/jobs";
import { recentPartsImports } from "@/domains/catalog/server";

let admin: { uid: string };
beforeAll(async () => {
  admin = await demoUser(demo.admin);
});

const goodFile = () => csv(NEW_PART_HEADER, newPartLine(newNumber()));

it("is for admins: a guest is 401, a customer 403", async () => {
  expect((await postFile(null, goodFile())).status).toBe(401);
  const customer = await demoUser(demo.customer);
  expect((await postFile(customer, goodFile())).status).toBe(403);
});

it("answers 202 with the import's id at once; the job then runs it to done", async () => {
  const posted = await postFile(admin, goodFile(), { dryRun: true });
  expect(posted.status).toBe(202);
  const { importId } = posted.body as { importId: string };
  expect((await importStatus(admin, importId)).run).toMatchObject({
    importId,
    state: "queued",
    dryRun: true,
    processed: 0,
    summary: { add: 0, change: 0, unchanged: 0, refused: 0 },
  });
  await runQueuedJobs();
  expect((await importStatus(admin, importId)).run).toMatchObject({
    state: "done",
    processed: 1,
    total: 1,
    summary: { add: 1, change: 0, unchanged: 0, refused: 0 },
    finishedAt: expect.any(String),
  });
});

it.each([
  ["JSON", "application/json", goodFile(), 415, messages.notAFile],
  [
    "an unknown column",
    "text/csv",
    "partNumber,colour\nA-1,red",
    400,
    messages.unknownColumns(["colour"]),
  ],
  [
    "no partNumber column",
    "text/csv",
    "productName,price\nPads,9.00",
    400,
    messages.noPartNumberColumn,
  ],
  [
    "a column twice",
    "text/csv",
    "partNumber,price,PRICE\nA-1,1,2",
    400,
    messages.repeatedColumn("price"),
  ],
  ["a header and nothing else", "text/csv", "partNumber,price\n", 400, messages.noLines],
  ["an empty file", "text/csv", "", 400, messages.empty],
  [
    "a broken quote",
    "text/csv",
    'partNumber,productName\nA-1,"Pads',
    400,
    expect.stringContaining("The file is not valid CSV at line 2"),
  ],
])("refuses %s at once, with nothing queued", async (_what, contentType, file, status, error) => {
  const answer = await postFile(admin, file, { contentType });
  expect(answer.status).toBe(status);
  expect(answer.body).toMatchObject({ error });
  expect(await runQueuedJobs()).toBe(0);
});

it("refuses a file over 100 MB by its declared length before reading it", async () => {
  const tooLong = String(100 * 1024 * 1024 + 1);
  const answer = await postFile(admin, goodFile(), { headers: { "content-length": tooLong } });
  expect(answer.status).toBe(413);
  expect(answer.body).toMatchObject({ error: messages.tooLarge(100) });
  expect(await runQueuedJobs()).toBe(0);
});

it("pages the lines with the tables' headers, filters by action, and only for its own admin", async () => {
  const refusedNumber = newNumber("BAD");
  const file = csv(
    NEW_PART_HEADER,
    ...Array.from({ length: 30 }, () => newPartLine(newNumber())),
    newPartLine(refusedNumber).replace(",100,4,", ",100,0,"),
  );
  const { importId } = await importFile(admin, file, { dryRun: true });
  const page2 = await importLines(admin, importId, "page=2&limit=25");
  expect(page2.status).toBe(200);
  expect(page2.lines.map((line) => line.line)).toEqual([27, 28, 29, 30, 31, 32]);
  expect(page2.headers.get("x-total-count")).toBe("31");
  expect(page2.headers.get("x-page-count")).toBe("2");
  const refused = await importLines(admin, importId, "status=refused");
  expect(refused.lines).toEqual([
    {
      line: 32,
      partNumber: refusedNumber,
      action: "refused",
      changes: [],
      message: messages.cellProblem("orderQty", "Maximum order quantity must be at least 1"),
    },
  ]);
  expect((await importLines(admin, importId, "status=lost")).status).toBe(400);

  const otherAdmin = await createUser("admin");
  expect((await importStatus(otherAdmin, importId)).status).toBe(404);
  expect((await importLines(otherAdmin, importId)).status).toBe(404);
  expect((await importReport(otherAdmin, importId)).status).toBe(404);
  expect((await importStatus(admin, "no-such-import")).status).toBe(404);
  // A NUL cannot name an import, and must not reach PostgreSQL, which refuses it (a 500 before).
  for (const badId of ["\u0000", "a\u0000b"]) {
    expect((await importStatus(admin, badId)).status).toBe(404);
    expect((await importLines(admin, badId)).status).toBe(404);
    expect((await importReport(admin, badId)).status).toBe(404);
  }
});

it("the report is a CSV of every line with its action, changes and message", async () => {
  const number = newNumber("REP");
  const { importId } = await importFile(
    admin,
    csv(NEW_PART_HEADER, newPartLine(number), newPartLine(number)),
    { dryRun: true },
  );
  const report = await importReport(admin, importId);
  expect(report.status).toBe(200);
  expect(report.headers.get("content-type")).toContain("text/csv");
  expect(String(report.body).trim().split("\n")).toEqual([
    "line,partNumber,action,changes,message",
    `2,${number},add,productName|productDescription|price|availableQty|orderQty|image,${messages.adds}`,
    `3,${number},refused,,${messages.duplicate(number, 2)}`,
  ]);
});

it("the overview lists an admin's own last imports, newest first, and nobody else's", async () => {
  const own = await createUser("admin");
  const first = await postFile(own, goodFile(), { dryRun: true });
  const second = await postFile(own, goodFile());
  await postFile(admin, goodFile(), { dryRun: true });
  await runQueuedJobs();
  const listed = await recentPartsImports((await userByUid(own.uid))!);
  expect(listed.map((run) => run.importId)).toEqual([
    (second.body as { importId: string }).importId,
    (first.body as { importId: string }).importId,
  ]);
  expect(listed[0]).toMatchObject({ state: "done", dryRun: false, summary: { add: 1 } });
  const customer = await demoUser(demo.customer);
  await expect(recentPartsImports(customer)).rejects.toMatchObject({ status: 403 });
});
