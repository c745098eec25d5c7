// One autocannon run with the flags every target shares, reduced to the figures we print.
import autocannon from "autocannon";

export const LOAD_FLAGS = {
  connections: 10,
  duration: Number(process.env.BENCH_SECONDS) || 10,
  pipelining: 1,
};

export function measure(url, flags = LOAD_FLAGS) {
  return new Promise((resolve, reject) => {
    autocannon({ url, ...flags }, (error, result) => {
      if (error) return reject(error);
      resolve({
        requestsPerSecond: Math.round(result.requests.average),
        p50Ms: result.latency.p50,
        p99Ms: result.latency.p99,
        errors: result.errors + result.timeouts + result.non2xx,
        requests: result.requests.total,
      });
    });
  });
}

/** A few sequential requests first, so no target pays for a cold cache or a lazy import. */
export async function warmUp(url, times = 20) {
  for (let index = 0; index < times; index += 1) {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    await response.arrayBuffer();
  }
}
