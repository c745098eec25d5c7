// Times requests one at a time on loopback (so a request's time is the server's) and checks
// each answer: a status other than 2xx stops the run, a wrong answer is counted and shown.
import { percentile, round } from "../lib/report.mjs";

/**
 * `requests` are { path, expect? }: `expect(json)` is true when the answer is right. Returns
 * p50/p95/max, the average size and how many answers were wrong (with the first such path).
 */
export async function timeRequests(baseUrl, requests) {
  const times = [];
  let bytes = 0;
  let wrong = 0;
  let firstWrong;
  for (const { path, expect } of requests) {
    const started = performance.now();
    const response = await fetch(`${baseUrl}${path}`);
    const body = await response.arrayBuffer();
    times.push(performance.now() - started);
    bytes += body.byteLength;
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    if (expect && !expect(JSON.parse(Buffer.from(body).toString("utf8")))) {
      wrong += 1;
      firstWrong ??= decodeURIComponent(path);
    }
  }
  times.sort((a, b) => a - b);
  const at = (fraction) => round(percentile(times, fraction));
  const averageKb = round(bytes / requests.length / 1024);
  return {
    samples: times.length,
    p50Ms: at(0.5),
    p95Ms: at(0.95),
    maxMs: at(1),
    averageKb,
    wrong,
    ...(firstWrong ? { firstWrong } : {}),
  };
}

/** Requests for `path(value)` over these values, answers not checked (the listing rows). */
export const plainRequests = (values, path) => values.map((value) => ({ path: path(value) }));
