// `npm run cluster [-- --instances 2 --port 8080]`: N instances of the production build behind
// nginx on the PostgreSQL server (DATABASE_URL) and Redis (REDIS_URL) from the environment, with
// AUTH_SECRET shared (from the environment, or made up for this run). Build first
// (`npm run build`). Ctrl-C stops everything. See docs/deployment.md.
import { parseArgs } from "node:util";
import { startCluster } from "./lib/cluster.mjs";

const { values } = parseArgs({
  options: { instances: { type: "string", default: "2" }, port: { type: "string" } },
});
const { DATABASE_URL: databaseUrl, REDIS_URL: redisUrl, AUTH_SECRET: authSecret } = process.env;
if (!databaseUrl || !redisUrl) {
  console.error(
    "npm run cluster needs DATABASE_URL (a PostgreSQL server) and REDIS_URL: instances share both.",
  );
  process.exit(1);
}
const cluster = await startCluster({
  appDir: process.cwd(),
  databaseUrl,
  redisUrl,
  instances: Number(values.instances),
  port: values.port ? Number(values.port) : undefined,
  authSecret,
});
console.log(`Redline Parts on ${cluster.url}, behind nginx:`);
for (const instance of cluster.instances)
  console.log(`  instance ${instance.url} (pid ${instance.pid}, log ${instance.logFile})`);
for (const signal of ["SIGINT", "SIGTERM"])
  process.once(signal, () => void cluster.stop().finally(() => process.exit(0)));
