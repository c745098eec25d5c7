import "server-only";
import type { ServerResponse } from "node:http";
import { isDatabaseUnavailable } from "@/lib/db/unavailable";
import { DATABASE_RETRY_AFTER_SECONDS } from "@/lib/errors";
import { givenHeaders, isPageAnswer } from "./page-answers";

/**
 * A page whose render failed is answered 500 by Next.js, and an error boundary (app/error.tsx)
 * cannot set a status. When the database is out of reach, the answer should say "try again
 * shortly" as the API's does: 503 with `Retry-After`, so that load balancers, crawlers and
 * monitors see a pause, not a bug. The body stays Next.js's error document, which shows
 * app/error.tsx.
 *
 * Next.js reports a render's error to instrumentation's `onRequestError`, but not always before
 * the answer's head is written: requests that arrive while a cached page is being rendered share
 * that render, failure included, and their own reports come after their heads. So the rule is
 * per process, not per request: a page that fails within Retry-After seconds of a report that
 * the database is out of reach is answered 503. A bug in a page during an outage is answered
 * 503 too; at any other time a failed page stays a 500.
 */
const OUTAGE_MEMORY_MS = DATABASE_RETRY_AFTER_SECONDS * 1000;

// On globalThis: the request hook and onRequestError must share it even if this module is
// evaluated twice.
const holder = globalThis as typeof globalThis & { __redlineDatabaseOutageSeenAt?: number };

/** Next.js's report of an error that failed a request (instrumentation's onRequestError). */
export function noteRequestError(error: unknown): void {
  if (isDatabaseUnavailable(error)) holder.__redlineDatabaseOutageSeenAt = performance.now();
}

function outageIsRecent(): boolean {
  const seenAt = holder.__redlineDatabaseOutageSeenAt;
  return seenAt !== undefined && performance.now() - seenAt <= OUTAGE_MEMORY_MS;
}

/** Called for each request as it starts: its page's 500 becomes a 503 during an outage. */
export function watchPageStatus(response: ServerResponse): void {
  const writeHead = response.writeHead;
  // Every head goes through writeHead, the implicit one of a first write() too.
  response.writeHead = function (this: ServerResponse, statusCode: number, ...rest: unknown[]) {
    const headers = statusCode === 500 && outageIsRecent() ? givenHeaders(rest) : undefined;
    if (!headers || !isPageAnswer(this, headers))
      return writeHead.call(this, statusCode, ...(rest as []));
    for (const [name, value] of Object.entries(headers))
      if (value !== undefined) this.setHeader(name, value);
    this.setHeader("Retry-After", String(DATABASE_RETRY_AFTER_SECONDS));
    // Never kept by a shared cache, whatever the page's own rule (next.config's headers) says.
    this.setHeader("Cache-Control", "private, no-cache, no-store, max-age=0, must-revalidate");
    // Without the reason phrase given for the 500 ("Internal Server Error"): Node's for 503.
    return writeHead.call(this, 503);
  } as ServerResponse["writeHead"];
}
