import "server-only";
import { sql, type SQL, type SQLWrapper, type WithSubquery } from "drizzle-orm";
import { QueryBuilder } from "drizzle-orm/pg-core";
import PgBoss from "pg-boss";
import type { Tx } from "@/lib/db";
import type { Bindable } from "@/lib/db/bindable";
import { rowsOf } from "@/lib/db/rows";
import { JOB_QUEUES, type JobQueueName } from "./queues";

// pg-boss sends the same few statements over and over: each is cut into pieces once.
const piecesOf = new Map<string, string[]>();

/** pg-boss's statement ($1, $2, …) as a drizzle statement with the same values bound. */
function bound(text: string, values: unknown[] = [], replaced: Map<number, SQL> = new Map()): SQL {
  let pieces = piecesOf.get(text);
  if (!pieces) {
    pieces = text.split(/\$(\d+)/);
    piecesOf.set(text, pieces);
  }
  return sql.join(
    pieces.map((piece, index) =>
      index % 2 === 0
        ? sql.raw(piece)
        : (replaced.get(Number(piece)) ?? sql.param(values[Number(piece) - 1])),
    ),
  );
}

/**
 * pg-boss's statements run by the caller's transaction. A change passed `alongside` goes with
 * pg-boss's insert, as a data-modifying CTE of it (one round trip for both); `flush` runs it on
 * its own should pg-boss ever send no plain INSERT.
 */
function withinTransaction(tx: Tx, alongside?: SQLWrapper) {
  let pending = alongside;
  const db: PgBoss.Db = {
    executeSql: async (text, values) => {
      const change = /^\s*INSERT\s/i.test(text) ? pending : undefined;
      if (change) pending = undefined;
      const statement = change
        ? sql`WITH alongside AS (${change.getSQL()}) ${bound(text, values)}`
        : bound(text, values);
      return { rows: rowsOf(await tx.execute(statement)) };
    },
  };
  const flush = async () => {
    if (pending) await tx.execute(pending.getSQL());
  };
  return { db, flush };
}

// Only sends, each through the caller's transaction: this instance never opens a connection.
const sender = new PgBoss({
  db: {
    executeSql: () => Promise.reject(new Error("Jobs are sent inside a transaction (sendJob)")),
  },
});

export interface JobOptions {
  startAfterSeconds?: number;
  alongside?: SQLWrapper;
}

/**
 * Queues a job in the caller's transaction: it exists if and only if the change that caused it
 * commits (a rolled-back order sends no mail; a committed one always does). It runs at once, or
 * `startAfterSeconds` later. `alongside`, a change of the same transaction that is not read
 * before the job is queued (an insert of events), is sent in the job's own statement.
 */
export async function sendJob(
  tx: Tx,
  queue: JobQueueName,
  data: object,
  { startAfterSeconds, alongside }: JobOptions = {},
): Promise<void> {
  const settings = JOB_QUEUES[queue];
  const statements = withinTransaction(tx, alongside);
  const id = await sender.send(settings.name, data, {
    db: statements.db,
    // As a time: pg-boss's text for "in n seconds" fails to parse on PGlite.
    startAfter:
      startAfterSeconds === undefined ? undefined : new Date(Date.now() + startAfterSeconds * 1000),
  });
  await statements.flush();
  // pg-boss answers null when a queue that keeps one job waiting has one already (fine), or
  // when the queue does not exist (the job would be lost silently).
  const keepsOneWaiting = "policy" in settings && settings.policy === "stately";
  if (!id && !keepsOneWaiting) throw new Error(`The job queue "${queue}" is not installed`);
}

/**
 * pg-boss's insert of a job, as a CTE for a statement not yet run, that queues the job only if
 * `onlyWith` (an earlier CTE of that statement) yields a row: a change and its job in one
 * statement, without a transaction around them. `data` may be a prepared statement's placeholder.
 */
export async function jobInsertCte(
  queue: JobQueueName,
  data: Bindable<object>,
  onlyWith: WithSubquery,
): Promise<WithSubquery> {
  const { name } = JOB_QUEUES[queue];
  let insert: SQL | undefined;
  await sender.send(
    name,
    {},
    {
      db: {
        executeSql: async (text, values = []) => {
          // pg-boss names the queue in $2 and joins its queue by it: no row there, no job.
          if (values[1] !== name) throw new Error("pg-boss's job insert changed: see jobInsertCte");
          const given = new Map([
            [2, sql`(select ${name} from ${onlyWith})`],
            [3, sql`${data}`],
          ]);
          insert = bound(text, values, given);
          return { rows: [{ id: "queued with the statement" }] };
        },
      },
    },
  );
  if (!insert) throw new Error(`pg-boss sent no insert for the queue "${queue}"`);
  return new QueryBuilder().$with(`${queue}_job`, { id: sql<string>`id` }).as(insert);
}
