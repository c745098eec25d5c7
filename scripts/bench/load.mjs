// What `npm run bench` measures with: one autocannon run with the flags every target shares,
// a warm-up so no target pays for a cold cache, and a bare Node server for the machine's ceiling.
import http from "node:http";
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

export async function warmUp(url, times = 20) {
  for (let index = 0; index < times; index += 1) {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    await response.arrayBuffer();
  }
}

/** The smallest possible Node answer: nothing in Next.js can be faster. */
export async function startHello(port = 3709) {
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { "content-type": "text/plain" });
    response.end("hello");
  });
  await new Promise((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise((resolve) => server.close(resolve)),
  };
}
