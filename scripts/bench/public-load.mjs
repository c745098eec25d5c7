// A small, steady load on a few public pages and calls, each target on its own connections at a
// fixed rate (the same work with and without an import, so the latencies compare), with every
// response's time kept: autocannon's summary has no p95, which is what is compared here.
import autocannon from "autocannon";
import { percentile, round } from "../lib/report.mjs";

const CONNECTIONS_PER_TARGET = 2;
const REQUESTS_PER_SECOND_PER_TARGET = 10;
// Longer than any import; the caller stops the load when its import ends.
const UNTIL_STOPPED_SECONDS = 3_600;

function loadOn(baseUrl, path) {
  const times = [];
  let failed = 0;
  const instance = autocannon(
    {
      url: `${baseUrl}${path}`,
      connections: CONNECTIONS_PER_TARGET,
      overallRate: REQUESTS_PER_SECOND_PER_TARGET,
      duration: UNTIL_STOPPED_SECONDS,
      timeout: 30,
    },
    () => {},
  );
  instance.on("response", (_client, statusCode, _bytes, responseTime) => {
    times.push(responseTime);
    if (statusCode < 200 || statusCode >= 300) failed += 1;
  });
  instance.on("reqError", () => (failed += 1));
  const done = new Promise((resolve) => instance.once("done", resolve));
  return {
    async stop() {
      instance.stop();
      await done;
      times.sort((a, b) => a - b);
      return {
        requests: times.length,
        failed,
        p50Ms: round(percentile(times, 0.5)),
        p95Ms: round(percentile(times, 0.95)),
        maxMs: round(times.at(-1) ?? 0),
      };
    },
  };
}

/** Starts the load on every `paths` entry ({ name: path }); stop() answers figures by name. */
export function startPublicLoad(baseUrl, paths) {
  const loads = Object.entries(paths).map(([name, path]) => [name, loadOn(baseUrl, path)]);
  return {
    async stop() {
      const figures = await Promise.all(
        loads.map(async ([name, load]) => [name, await load.stop()]),
      );
      return Object.fromEntries(figures);
    },
  };
}
