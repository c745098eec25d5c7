// Wipes every table of the configured database and loads the demo data again.
import { runDatabaseScript } from "./database-script";
import { describeDemoAccounts, seedDemoData, wipeAllData } from "@/db/seed";

runDatabaseScript(async (db) => {
  await wipeAllData(db);
  await seedDemoData(db);
  console.log(describeDemoAccounts("The database was wiped and the demo data loaded again."));
});
