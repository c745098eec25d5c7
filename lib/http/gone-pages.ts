import "server-only";
import type { IncomingMessage, ServerResponse } from "node:http";
import { givenHeaders, isPageAnswer } from "./page-answers";

/**
 * Next.js has no way for a page to answer 410 Gone, the status that tells crawlers a page is
 * gone for good (a retired part's). The page renders its "no longer sold" content, and the
 * request hook turns its 200 into a 410 when a check says the path is gone. A check must answer
 * at once, without I/O: the status is written before anything could be awaited.
 */
export type GoneCheck = (pathname: string) => boolean;

// On globalThis: instrumentation registers and the request hook reads, maybe in two copies of
// this module.
const holder = globalThis as typeof globalThis & { __redlineGoneChecks?: GoneCheck[] };

/** Registers a check of which page paths are gone (instrumentation, at start-up). */
export function answerGoneWhen(check: GoneCheck): void {
  (holder.__redlineGoneChecks ??= []).push(check);
}

/** Called for each request as it starts: a gone page's 200 becomes a 410. */
export function watchGonePage(request: IncomingMessage, response: ServerResponse): void {
  const checks = holder.__redlineGoneChecks;
  if (!checks || (request.method !== "GET" && request.method !== "HEAD")) return;
  const pathname = request.url?.split("?")[0] ?? "";
  const writeHead = response.writeHead;
  response.writeHead = function (this: ServerResponse, statusCode: number, ...rest: unknown[]) {
    const headers = statusCode === 200 ? givenHeaders(rest) : undefined;
    if (!headers || !isPageAnswer(this, headers) || !checks.some((gone) => gone(pathname)))
      return writeHead.call(this, statusCode, ...(rest as []));
    for (const [name, value] of Object.entries(headers))
      if (value !== undefined) this.setHeader(name, value);
    return writeHead.call(this, 410);
  } as ServerResponse["writeHead"];
}
