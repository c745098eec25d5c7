// Opens (migrates, and for a new embedded database seeds) the database when the server starts,
// so the first visitor does not wait and the demo sign-ins appear in the start-up log.
export async function register() {
  if (
    process.env.NEXT_RUNTIME !== "nodejs" ||
    process.env.NEXT_PHASE === "phase-production-build"
  ) {
    return;
  }
  const { getDatabase } = await import("@/lib/db");
  const { describeDemoAccounts } = await import("@/lib/seed");
  const handle = await getDatabase();
  if (handle.kind === "embedded") {
    console.log(describeDemoAccounts("Redline Parts is using the embedded database."));
  }
}
