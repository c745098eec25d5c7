// How the pg driver (and Node's sockets under it) report a database server that is down,
// restarting, refusing connections or unreachable, as opposed to a query that is wrong.
const UNREACHABLE_SOCKET_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EPIPE",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

// SQLSTATE: 57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now,
// 53300 too_many_connections; class 08 is "connection exception".
const UNAVAILABLE_SQLSTATES = new Set(["57P01", "57P02", "57P03", "53300"]);

const UNAVAILABLE_MESSAGES = [
  "Connection terminated",
  "timeout exceeded when trying to connect",
  "Client has encountered a connection error and is not queryable",
  "Cannot use a pool after calling end on the pool",
];

function looksUnavailable(error: object): boolean {
  const code = "code" in error && typeof error.code === "string" ? error.code : "";
  if (UNREACHABLE_SOCKET_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code)) return true;
  if (/^08[0-9A-Z]{3}$/.test(code)) return true;
  const message = error instanceof Error ? error.message : "";
  return UNAVAILABLE_MESSAGES.some((text) => message.startsWith(text));
}

/**
 * Whether an error (or anything it wraps: Drizzle's query error keeps the driver's as `cause`,
 * a failed connection to several addresses is an AggregateError) says the database is out of
 * reach, which is a 503 to retry rather than a bug.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== "object" || error === null || depth > 5) return false;
  if (looksUnavailable(error)) return true;
  if (
    error instanceof AggregateError &&
    error.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))
  )
    return true;
  return "cause" in error && isDatabaseUnavailable(error.cause, depth + 1);
}
