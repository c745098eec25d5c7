// Adds the demo data to the configured database (tables that already hold rows are left alone).
import { runDatabaseScript } from "./database-script";
import { describeDemoAccounts, seedDemoData } from "@/db/seed";

runDatabaseScript(async (db) => {
  await seedDemoData(db);
  console.log(describeDemoAccounts("Demo data is in place."));
});
