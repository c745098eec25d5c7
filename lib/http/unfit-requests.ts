import "server-only";
import type { IncomingMessage } from "node:http";

/**
 * Requests Next.js cannot route without a 500 (an HTTP method its Request cannot carry, such as
 * TRACE; a path with malformed percent-encoding) are turned, before Next.js sees them, into a
 * plain GET of an API path that does not exist, marked with why. The route edge answers that
 * mark with 405 or 400, with the security headers every answer has. The mark is set here only:
 * whatever a client sends in that header is removed first.
 */
export const REFUSAL_HEADER = "x-redline-refusal";
export const ALLOWED_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];
const REFUSED_PATH = "/api/refused";

function pathDecodes(url: string): boolean {
  try {
    decodeURIComponent(url.split("?")[0] ?? "");
    return true;
  } catch {
    return false;
  }
}

function refusalOf(request: IncomingMessage): string | undefined {
  const method = request.method ?? "";
  if (!ALLOWED_METHODS.includes(method)) return `method:${method.slice(0, 20)}`;
  if (!pathDecodes(request.url ?? "/")) return "path";
  return undefined;
}

// Set on a request once looked at, so a second look (a second subscriber) changes nothing.
const LOOKED_AT = Symbol.for("redline.unfit-request-checked");

/** Marks and re-routes a request Next.js could not answer; others pass untouched. */
export function routeUnfitRequest(request: IncomingMessage & { [LOOKED_AT]?: true }): void {
  if (request[LOOKED_AT]) return;
  request[LOOKED_AT] = true;
  delete request.headers[REFUSAL_HEADER];
  const refusal = refusalOf(request);
  if (!refusal) return;
  request.headers[REFUSAL_HEADER] = refusal;
  request.method = "GET";
  request.url = REFUSED_PATH;
}
