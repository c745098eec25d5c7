import "server-only";
import diagnostics from "node:diagnostics_channel";
import type { IncomingMessage, ServerResponse } from "node:http";
import { acceptableRequestId, logger, newRequestId } from "@/lib/log";

interface HttpEvent {
  request: IncomingMessage;
  response: ServerResponse;
}

const startedAt = new WeakMap<IncomingMessage, number>();

/**
 * Node announces each request on a diagnostics channel before the server hands it to Next.js.
 * The request gets its id there (the caller's, when acceptable): written into its headers, where
 * handle() reads it through next/headers, and onto the answer as `x-request-id`.
 */
function onRequestStart(message: unknown): void {
  const { request, response } = message as HttpEvent;
  const sent = request.headers["x-request-id"];
  const requestId =
    acceptableRequestId(typeof sent === "string" ? sent : undefined) ?? newRequestId();
  request.headers["x-request-id"] = requestId;
  startedAt.set(request, performance.now());
  response.setHeader("x-request-id", requestId);
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
