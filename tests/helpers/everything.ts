import fs from "node:fs";
import path from "node:path";
import { eq, getTableName, is, sql } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import { encode } from "next-auth/jwt";
import { config } from "@/lib/config";
import { getDb } from "@/lib/db";
import * as models from "@/models";
import { users } from "@/models";
import { runQueuedJobs } from "./jobs";

const tableNames = Object.values(models)
  .filter((value) => is(value, PgTable))
  .map((table) => getTableName(table as PgTable))
  .sort();

const filesIn = (dir: string) => (fs.existsSync(dir) ? fs.readdirSync(dir).sort() : []);

/**
 * Everything any API call may change, cheaply: for every table its row count and the sum of its
 * rows' `xmin` (the id of the transaction that wrote each row version), the mails written and
 * the stored uploads. A refused call must leave all of it as it was.
 *
 * Why that proves nothing changed: an insert or an update writes a row version stamped with its
 * transaction's id, newer than every stored one, and a delete removes one. So any committed
 * writes either change the count or, with the count unchanged, replace old stamps with newer
 * ones and raise the sum; a rolled-back write leaves no visible row. Unlike hashing every row's
 * text, it reads no column, so it costs little on the large tables (fitments, vehicles).
 */
export async function everything(): Promise<Record<string, unknown>> {
  await runQueuedJobs();
  const db = await getDb();
  // One statement for all tables: one round trip, whichever database.
  const query = tableNames
    .map(
      (name) =>
        `select '${name}' as name, count(*)::int as rows, ` +
        `coalesce(sum(xmin::text::bigint), 0)::text as writes from "${name}"`,
    )
    .join(" union all ");
  const result = (await db.execute(sql.raw(query))) as unknown as { rows: { name: string }[] };
  const state: Record<string, unknown> = {};
  for (const row of result.rows) state[row.name] = row;
  state.outbox = filesIn(path.join(config().dataDir, "outbox"));
  state.uploads = filesIn(path.join(config().dataDir, "uploads"));
  return state;
}

/**
 * The Auth.js session cookie a browser holds after this user signed in (a real, signed JWT),
 * under their current token version.
 */
export async function sessionCookieFor(uid: string, { secure = false } = {}) {
  const name = `${secure ? "__Secure-" : ""}authjs.session-token`;
  const db = await getDb();
  const [user] = await db
    .select({ version: users.tokenVersion })
    .from(users)
    .where(eq(users.uid, uid));
  const value = await encode({
    token: { uid, sub: uid, tokenVersion: user?.version ?? 0 },
    secret: process.env.AUTH_SECRET!,
    salt: name,
  });
  return { cookie: `${name}=${value}` };
}
