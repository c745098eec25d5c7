/** @jest-environment node */
// The "nothing changed" proof the refusal tests rely on (helpers/everything.ts) sees every kind
// of write, even those that leave the table's text as it was, and no read or rolled-back write.
import { sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { everything } from "../helpers/everything";

const FIRST_TERM = "(select min(term) from search_terms)";

const writes: [string, string[]][] = [
  ["an insert", ["insert into search_terms values ('everything-test', 'everything-test')"]],
  [
    "an update to the same values",
    [`update search_terms set term = term where term = ${FIRST_TERM}`],
  ],
  ["a delete", [`delete from search_terms where term = ${FIRST_TERM}`]],
  [
    "a row deleted and put back as it was",
    [
      `create temporary table gone on commit drop as select * from search_terms where term = ${FIRST_TERM}`,
      "delete from search_terms where term = (select term from gone)",
      "insert into search_terms select * from gone",
    ],
  ],
];

it.each(writes)("sees %s", async (_what, statements) => {
  const db = await getDb();
  const before = await everything();
  await db.transaction(async (tx) => {
    for (const statement of statements) await tx.execute(sql.raw(statement));
  });
  expect(await everything()).not.toEqual(before);
});

it("sees no change after reads and a rolled-back write", async () => {
  const db = await getDb();
  const before = await everything();
  await db.execute(sql.raw("select count(*) from search_terms"));
  const rolledBack = db.transaction(async (tx) => {
    await tx.execute(sql.raw("delete from search_terms"));
    throw new Error("rolled back");
  });
  await expect(rolledBack).rejects.toThrow("rolled back");
  expect(await everything()).toEqual(before);
});
