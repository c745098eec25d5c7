// Sequential timings (one request at a time, on loopback): with nothing queued, a request's
// time is the server's time to answer it.
export async function timeRequests(urls) {
  const times = [];
  let bytes = 0;
  for (const url of urls) {
    const started = performance.now();
    const response = await fetch(url);
    const body = await response.arrayBuffer();
    times.push(performance.now() - started);
    bytes += body.byteLength;
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  }
  return summarise(times, bytes / urls.length);
}

export function summarise(times, averageBytes = 0) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (share) =>
    +sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))].toFixed(1);
  return {
    samples: times.length,
    p50Ms: at(0.5),
    p95Ms: at(0.95),
    maxMs: at(1),
    averageKb: Math.round(averageBytes / 1024),
  };
}
