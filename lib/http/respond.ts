import "server-only";
import { headers } from "next/headers";
import { unstable_rethrow } from "next/navigation";
import { NextResponse } from "next/server";
import { ZodError, type z } from "zod";
import { isDatabaseUnavailable } from "@/lib/db/unavailable";
import { readTextLimited } from "@/lib/http/read-limited";
import { JSON_BODY_MAX_BYTES, bodyTooLarge } from "@/lib/validation/limits";
import { AppError, DatabaseUnavailableError, INTERNAL_ERROR } from "@/lib/errors";
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

/** The body's text, refused with 413 (unread beyond the limit) when it is larger than a form's. */
function readBodyText(request: Request): Promise<string> {
  return readTextLimited(request, JSON_BODY_MAX_BYTES, bodyTooLarge(JSON_BODY_MAX_BYTES));
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError(400, "The request body must be JSON.");
  }
}

/** Reads a JSON body; a body that is not JSON is a 400, one too large a 413, never a crash. */
export async function readJson(request: Request): Promise<unknown> {
  return parseJson(await readBodyText(request));
}

/** Like readJson, but an empty body is `undefined` (the caller's query may carry the input). */
export async function readJsonOrEmpty(request: Request): Promise<unknown> {
  const text = await readBodyText(request);
  return text.trim() === "" ? undefined : parseJson(text);
}

/** Validates the URL's query with a schema; a mismatch is a 400 that names the problem. */
export function parseQuery<T extends z.ZodType>(schema: T, request: Request): z.output<T> {
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const result = schema.safeParse(params);
  if (!result.success) {
    const first = result.error.issues[0];
    throw new AppError(400, first ? first.message : "Invalid query", result.error.issues);
  }
  return result.data;
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
    response.headers.set("Retry-After", "5");
    return response;
  }
  if (error instanceof AppError) return jsonError(error.status, error.message, error.issues);
  if (error instanceof ZodError) {
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
 * turns a thrown error into its JSON answer; the answer names the request id either way.
 */
export async function handle(body: () => Promise<Response>): Promise<Response> {
  const requestId = (await incomingRequestId()) ?? newRequestId();
  return inRequestScope(requestId, async () => {
    const response = await body().catch(errorAnswer);
    response.headers.set("x-request-id", requestId);
    return response;
  });
}
