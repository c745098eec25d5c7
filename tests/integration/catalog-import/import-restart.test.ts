/** @jest-environment node */
// An import stopped mid-apply: an error fails it cleanly (each batch written whole or not at
// all); a worker that died leaves it running, and the job's retry goes on after the lines
// already written, never writing one twice.
import { eq, sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { JOB_HANDLERS } from "@/lib/jobs/handlers";
import { partImportMessages as messages } from "@/domains/catalog";
import { partImports, parts } from "@/models";
import { demo, demoUser } from "../../helpers/accounts";
import { runQueuedJobs } from "../../helpers/jobs";
import {
  NEW_PART_HEADER,
  csv,
  importStatus,
  newNumber,
  newPartLine,
  partByNumber,
  postFile,
} from "./import-calls";

const BATCH = 1_000; // the apply's (import-run.ts)
const LINES = 2_400; // three batches

afterEach(async () => {
  await (await getDb()).execute(sql`DROP TRIGGER IF EXISTS refuse_part ON parts`);
});

it("fails cleanly at a batch that cannot be written, then resumes after the written ones", async () => {
  const admin = await demoUser(demo.admin);
  const db = await getDb();
  const numbers = Array.from({ length: LINES }, () => newNumber("RS"));
  const poisoned = numbers[BATCH + 200]!; // in the second batch
  await db.execute(
    sql.raw(`CREATE OR REPLACE FUNCTION refuse_part() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.part_number = '${poisoned}' THEN RAISE EXCEPTION 'disk full'; END IF;
      RETURN NEW; END $$`),
  );
  await db.execute(
    sql`CREATE TRIGGER refuse_part BEFORE INSERT ON parts FOR EACH ROW EXECUTE FUNCTION refuse_part()`,
  );
  const posted = await postFile(admin, csv(NEW_PART_HEADER, ...numbers.map((n) => newPartLine(n))));
  const { importId } = posted.body as { importId: string };
  const logged: string[] = [];
  const write = jest.spyOn(process.stdout, "write").mockImplementation((chunk) => {
    logged.push(String(chunk));
    return true;
  });
  try {
    await runQueuedJobs();
  } finally {
    write.mockRestore();
  }
  const [failure] = logged
    .map((line) => JSON.parse(line))
    .filter((line) => line.importId === importId);
  expect(failure).toMatchObject({ msg: "The parts import failed" });
  // The failed batch's statement is named by its start, not its 1,000 rows of parameters.
  expect(failure.err.message.length).toBeLessThan(600);

  const failed = (await importStatus(admin, importId)).run;
  expect(failed).toMatchObject({
    state: "failed",
    phase: "apply",
    processed: BATCH,
    error: messages.failed,
  });
  expect(await partByNumber(numbers[BATCH - 1]!)).toBeDefined();
  expect(await partByNumber(numbers[BATCH]!)).toBeUndefined();

  // An admin edits a part the first batch wrote; a second write of its line would undo that.
  await db.update(parts).set({ priceCents: 4242 }).where(eq(parts.partNumber, numbers[10]!));
  // As a worker that died mid-apply leaves it: running, its retry to come.
  await db.execute(sql`DROP TRIGGER refuse_part ON parts`);
  await db
    .update(partImports)
    .set({ state: "running", error: null, finishedAt: null })
    .where(eq(partImports.id, importId));
  await JOB_HANDLERS.partsImport(db, { id: "retry", data: { importId } });

  expect((await importStatus(admin, importId)).run).toMatchObject({
    state: "done",
    processed: LINES,
    summary: { add: LINES, change: 0, unchanged: 0, refused: 0 },
  });
  expect(await partByNumber(numbers[10]!)).toMatchObject({ priceCents: 4242 });
  expect(await partByNumber(poisoned)).toMatchObject({ priceCents: 1250 });
  const [{ count }] = (await db
    .select({ count: sql<number>`count(*)::int` })
    .from(parts)
    .where(sql`${parts.partNumber} LIKE ${`RS-${process.pid}-%`}`)) as [{ count: number }];
  expect(count).toBe(LINES);
  const [run] = await db.select().from(partImports).where(eq(partImports.id, importId));
  expect(run!.appliedThrough).toBe(LINES + 1); // the file's last line (the header is line 1)
});
