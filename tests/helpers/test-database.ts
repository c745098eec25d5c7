import { Client } from "pg";
import { openEmbedded, openServer, type DatabaseHandle } from "@/lib/db/open";
import { installDatabase } from "@/lib/db";
import { seedDemoData } from "@/db/seed";

/** Which database the suite runs on: PGlite by default, a PostgreSQL server with TEST_DB=server. */
export const testDatabaseKind = process.env.TEST_DB === "server" ? "server" : "embedded";

async function createServerDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DB=server needs TEST_DATABASE_URL");
  const name = `redline_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** Opens a new, migrated database for one test file and makes the services use it. */
export async function openTestDatabase({ seed = true } = {}): Promise<DatabaseHandle> {
  let handle: DatabaseHandle;
  if (testDatabaseKind === "server") {
    const created = await createServerDatabase();
    const server = await openServer(created.url);
    handle = {
      ...server,
      close: async () => {
        await server.close();
        await created.drop();
      },
    };
  } else {
    handle = await openEmbedded();
  }
  await handle.migrate();
  if (seed) await seedDemoData(handle.db);
  installDatabase(handle);
  return handle;
}
