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
 * Everything any API call may change, cheaply: for every table its row count and a hash of all
 * its rows (computed by the database), the mails written and the stored uploads. A refused call
 * must leave all of it as it was.
 */
export async function everything(): Promise<Record<string, unknown>> {
  await runQueuedJobs();
  const db = await getDb();
  // One statement for all tables: one round trip, whichever database.
  const query = tableNames
    .map(
      (name) =>
        `select '${name}' as name, count(*)::int as rows, ` +
        `md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as hash from "${name}" t`,
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
