import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";
import crypto from "node:crypto";
import pino from "pino";

/** What every log line written while serving one request carries. */
interface RequestScope {
  requestId: string;
}

const requestScope = new AsyncLocalStorage<RequestScope>();

// Field names whose values are secrets wherever they appear (top level or one or two objects
// down): credentials, session cookies, tokens, card data.
const SECRET_FIELDS = [
  "authorization",
  "cookie",
  "set-cookie",
  "password",
  "newPassword",
  "passwordHash",
  "token",
  "accessToken",
  "secret",
  "clientSecret",
  "card",
  "cvc",
];
const redactPaths = SECRET_FIELDS.flatMap((field) => {
  const key = /^[\w$]+$/.test(field) ? field : `["${field}"]`;
  const join = key.startsWith("[") ? "" : ".";
  return [key, `*${join}${key}`, `*.*${join}${key}`];
});

// A batch insert's text runs to hundreds of kilobytes; its start says which statement it was.
const QUERY_LOGGED_CHARS = 500;

/**
 * Drizzle's query errors put the query's parameters (password hashes, tokens, emails) in their
 * message; the log keeps the query (its start) and the driver's cause, never the parameters.
 */
function serializeError(error: unknown) {
  if (!(error instanceof Error)) return error;
  const serialized = pino.stdSerializers.err(error) as unknown as Record<string, unknown>;
  if ("params" in error && "query" in error) {
    const query = String(error.query);
    const shown =
      query.length > QUERY_LOGGED_CHARS ? `${query.slice(0, QUERY_LOGGED_CHARS)}…` : query;
    serialized.message = `Failed query: ${shown}`;
    delete serialized.params;
    serialized.stack = String(serialized.stack)
      .replace(/\nparams: [^\n]*/, "")
      .replace(query, shown);
  }
  return serialized;
}

function defaultLevel(): string {
  // Jest output stays readable: tests that look at the log capture it themselves.
  return process.env.NODE_ENV === "test" ? "warn" : "info";
}

/** The server's structured log (JSON lines on stdout); `LOG_LEVEL` sets how much it says. */
export const logger = pino({
  level: process.env.LOG_LEVEL ?? defaultLevel(),
  base: { pid: process.pid },
  redact: { paths: redactPaths, censor: "[redacted]" },
  serializers: { err: serializeError },
  mixin: () => {
    const scope = requestScope.getStore();
    return scope ? { requestId: scope.requestId } : {};
  },
});

/** An id a client or proxy sent that is safe to echo and log: short, and no odd characters. */
export function acceptableRequestId(value: string | null | undefined): string | undefined {
  return value && /^[\w.:-]{1,100}$/.test(value) ? value : undefined;
}

export function newRequestId(): string {
  return crypto.randomUUID();
}

/** The id of the request being served, if any. */
export function currentRequestId(): string | undefined {
  return requestScope.getStore()?.requestId;
}

/** Runs `work` as part of the request with this id: its log lines carry the id. */
export function inRequestScope<T>(requestId: string, work: () => T): T {
  return requestScope.run({ requestId }, work);
}
