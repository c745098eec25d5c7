import "server-only";

const UNIQUE_VIOLATION = "23505";

/**
 * Whether a write failed on this unique index: PostgreSQL's 23505 naming it, on the error or on
 * one of its causes (the database clients wrap the server's error).
 */
export function isUniqueClash(error: unknown, indexName: string): boolean {
  for (let cause: unknown = error; typeof cause === "object" && cause !== null;) {
    const { code, constraint, message } = cause as {
      code?: string;
      constraint?: string;
      message?: string;
    };
    if (code === UNIQUE_VIOLATION)
      return constraint === indexName || Boolean(message?.includes(indexName));
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}
