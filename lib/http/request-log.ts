import "server-only";
import diagnostics from "node:diagnostics_channel";
import type { IncomingMessage, ServerResponse } from "node:http";
import { config } from "@/lib/config";
import { acceptableRequestId, logger, newRequestId } from "@/lib/log";
import { watchPageStatus } from "./page-outage-status";
import { watchGonePage } from "./gone-pages";
import { routeUnfitRequest } from "./unfit-requests";
import { withoutUnknownParams } from "./public-page-query";
import { CLIENT_ADDRESS_HEADER, resolveClientAddress } from "@/lib/security/client-address";

interface HttpEvent {
  request: IncomingMessage;
  response: ServerResponse;
}

const startedAt = new WeakMap<IncomingMessage, number>();

/**
 * Node announces each request on a diagnostics channel before the server hands it to Next.js.
 * The request gets its id there (the caller's, when acceptable): written into its headers, where
 * handle() reads it through next/headers, and onto the answer as `x-request-id`. The caller's
 * address is resolved here too, where the socket is still at hand (route handlers never see it),
 * and stamped over whatever the client sent in that header. A page that fails for want of the
 * database is answered 503 rather than 500 (page-outage-status.ts), a gone one's 200 becomes
 * a 410 (gone-pages.ts). A cached page's read is stripped of the query parameters that page
 * does not know (public-page-query.ts), so neither its cache nor its router data holds a
 * visitor's text.
 */
function onRequestStart(message: unknown): void {
  const { request, response } = message as HttpEvent;
  const sent = request.headers["x-request-id"];
  const requestId =
    acceptableRequestId(typeof sent === "string" ? sent : undefined) ?? newRequestId();
  request.headers["x-request-id"] = requestId;
  request.headers[CLIENT_ADDRESS_HEADER] = resolveClientAddress(
    request.socket?.remoteAddress,
    request.headers["x-forwarded-for"],
    config().trustedProxies,
  );
  startedAt.set(request, performance.now());
  response.setHeader("x-request-id", requestId);
  watchPageStatus(response);
  watchGonePage(request, response);
  routeUnfitRequest(request);
  if (request.method === "GET" || request.method === "HEAD") {
    const known = withoutUnknownParams(request.url ?? "/");
    if (known !== null) request.url = known;
  }
}

function onResponseFinish(message: unknown): void {
  const { request, response } = message as HttpEvent;
  const started = startedAt.get(request);
  logger.info(
    {
      requestId: response.getHeader("x-request-id"),
      method: request.method,
      // The query may name a user (`?email=`); the path is enough to tell requests apart.
      path: request.url?.split("?")[0],
      status: response.statusCode,
      ms: started === undefined ? undefined : Math.round((performance.now() - started) * 10) / 10,
    },
    "request",
  );
}

let installed = false;

/** Gives every HTTP request this process serves an id and an access-log line. */
export function installRequestLog(): void {
  if (installed) return;
  installed = true;
  diagnostics.subscribe("http.server.request.start", onRequestStart);
  diagnostics.subscribe("http.server.response.finish", onResponseFinish);
}
