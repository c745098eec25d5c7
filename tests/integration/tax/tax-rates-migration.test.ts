/** @jest-environment node */
// Every database has the rates from its migrations alone, without the demo data.
import { getDb } from "@/lib/db";
import type { DatabaseHandle } from "@/lib/db/open";
import { taxRates } from "@/models";
import { openTestDatabase } from "../../helpers/test-database";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase({ seed: false });
});
afterAll(() => database.close());

it("an empty database, migrated, holds all 51 rates", async () => {
  const rows = await (await getDb()).select().from(taxRates);
  expect(rows).toHaveLength(51);
  expect(rows.find((row) => row.state === "NJ")).toMatchObject({ rate: "6.625" });
});
