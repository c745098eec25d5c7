// Several instances of the shop's production build (`next start`) on one PostgreSQL and one
// Redis, behind nginx: what `npm run cluster` starts and the cluster checks drive. Every instance
// gets the settings they must share (AUTH_SECRET; the build, hence its server-action key) and a
// DATA_DIR of its own (uploads live in the database, the cache in Redis).
import crypto from "node:crypto";
import net from "node:net";
import { startLoadBalancer } from "./load-balancer.mjs";
import { startServer } from "./server.mjs";

/** A port the system has free, outside the instances' range (server.mjs). */
async function systemFreePort() {
  const probe = net.createServer();
  await new Promise((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

export async function startCluster({
  appDir,
  databaseUrl,
  redisUrl,
  instances = 2,
  port,
  authSecret = crypto.randomBytes(32).toString("hex"),
  env = {},
}) {
  const balancerPort = port ?? (await systemFreePort());
  const siteUrl = `http://127.0.0.1:${balancerPort}`;
  const started = [];
  try {
    for (let index = 0; index < instances; index += 1)
      started.push(
        await startServer({
          appDir,
          databaseUrl,
          logName: `redline-cluster-${index + 1}`,
          env: { REDIS_URL: redisUrl, AUTH_SECRET: authSecret, SITE_URL: siteUrl, ...env },
        }),
      );
    const balancer = await startLoadBalancer({
      port: balancerPort,
      upstreams: started.map((server) => server.url),
    });
    return {
      url: balancer.url,
      instances: started,
      stop: async () => {
        await balancer.stop();
        await Promise.all(started.map((server) => server.stop()));
      },
    };
  } catch (error) {
    await Promise.all(started.map((server) => server.stop()));
    throw error;
  }
}
