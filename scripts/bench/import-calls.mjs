// A parts import as the import screen runs one: POST the file (streamed from disk), then poll its
// status until it is done or failed, noting when the check phase gave way to the apply.
import fs from "node:fs";
import { Readable } from "node:stream";

const POLL_MS = 200;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function postFile(baseUrl, token, file, dryRun) {
  const response = await fetch(`${baseUrl}/api/parts/import${dryRun ? "?dryRun=1" : ""}`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "text/csv" },
    body: Readable.toWeb(fs.createReadStream(file)),
    duplex: "half",
  });
  if (response.status !== 202)
    throw new Error(`POST /api/parts/import answered ${response.status}: ${await response.text()}`);
  return (await response.json()).importId;
}

async function statusOf(baseUrl, token, importId) {
  const response = await fetch(`${baseUrl}/api/parts/import/${importId}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!response.ok) throw new Error(`Import status answered ${response.status}`);
  return response.json();
}

/**
 * Runs one import of `file` and answers its final status and timings in seconds: upload (until
 * the 202), check (from the 202 to the apply phase, or to the end of a dry run; pg-boss's pick-up
 * included), apply, and the whole wall time. Poll granularity: POLL_MS.
 */
export async function runImport(baseUrl, token, file, { dryRun }) {
  const started = performance.now();
  const importId = await postFile(baseUrl, token, file, dryRun);
  const accepted = performance.now();
  let applyStarted = null;
  for (;;) {
    const status = await statusOf(baseUrl, token, importId);
    const now = performance.now();
    if (status.phase === "apply" && applyStarted === null) applyStarted = now;
    if (status.state === "done" || status.state === "failed") {
      const seconds = (from, to) => (to - from) / 1000;
      return {
        status,
        uploadSeconds: seconds(started, accepted),
        checkSeconds: seconds(accepted, applyStarted ?? now),
        applySeconds: applyStarted === null ? 0 : seconds(applyStarted, now),
        wallSeconds: seconds(started, now),
      };
    }
    await sleep(POLL_MS);
  }
}
