import "server-only";
import { headers } from "next/headers";
import { unstable_rethrow } from "next/navigation";
import { NextResponse } from "next/server";
import { $ZodError } from "zod/v4/core";
import { isDatabaseUnavailable } from "@/lib/db/unavailable";
import {
  AppError,
  DATABASE_RETRY_AFTER_SECONDS,
  DatabaseUnavailableError,
  INTERNAL_ERROR,
} from "@/lib/errors";
import {
  acceptableRequestId,
  currentRequestId,
  inRequestScope,
  logger,
  newRequestId,
} from "@/lib/log";

/** The API's error answer, `{ error, issues, requestId }`, which a support request can quote. */
export function jsonError(status: number, message: string, issues: unknown[] = []): NextResponse {
  const requestId = currentRequestId();
  const response = NextResponse.json({ error: message, issues, requestId }, { status });
  if (requestId) response.headers.set("x-request-id", requestId);
  return response;
}

/**
 * The answer for what a handler threw: its own status for an AppError, 503 when the database is
 * out of reach, otherwise a 500 that is logged with its cause.
 */
function errorAnswer(error: unknown): NextResponse {
  if (isDatabaseUnavailable(error)) error = new DatabaseUnavailableError(error);
  if (error instanceof DatabaseUnavailableError) {
    logger.warn({ err: error.cause }, "The database is unavailable");
    const response = jsonError(503, error.message);
    response.headers.set("Retry-After", String(DATABASE_RETRY_AFTER_SECONDS));
    return response;
  }
  if (error instanceof AppError) return jsonError(error.status, error.message, error.issues);
  if (error instanceof $ZodError) {
    return jsonError(400, error.issues[0]?.message ?? "Invalid input", error.issues);
  }
  logger.error({ err: error }, "Unhandled error in an API route");
  return jsonError(500, INTERNAL_ERROR);
}

/** The id the HTTP layer gave this request (lib/http/request-log.ts); none outside a server. */
async function incomingRequestId(): Promise<string | undefined> {
  try {
    return acceptableRequestId((await headers()).get("x-request-id"));
  } catch (error) {
    unstable_rethrow(error); // Next.js's own signals (a prerender going dynamic) pass through
    return undefined; // called outside a Next.js request: tests and scripts
  }
}

/**
 * Runs a handler body in its request's log scope, so every line it logs names the request, and
 * turns a thrown error into its JSON answer; the answer names the request id either way. Only
 * the route edge (route.ts) calls it.
 */
export async function handle(body: () => Promise<Response>): Promise<Response> {
  const requestId = (await incomingRequestId()) ?? newRequestId();
  return inRequestScope(requestId, async () => {
    const response = await body().catch(errorAnswer);
    response.headers.set("x-request-id", requestId);
    return response;
  });
}
