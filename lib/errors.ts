/** An error whose message is safe to show the caller, with the HTTP status it maps to. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly issues: unknown[] = [],
  ) {
    super(message);
    this.name = "AppError";
  }
}

export class NotFoundError extends AppError {
  constructor(what: string) {
    super(404, `${what} not found`);
    this.name = "NotFoundError";
  }
}

export const DATABASE_UNAVAILABLE = "The database is unavailable. Please try again shortly.";
/** `Retry-After` of every answer (API or page) given while the database is out of reach. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
export const INTERNAL_ERROR = "Something went wrong on our side. Please try again.";

/** The database server cannot be reached (down, restarting, out of connections): a 503. */
export class DatabaseUnavailableError extends AppError {
  constructor(cause: unknown) {
    super(503, DATABASE_UNAVAILABLE);
    this.name = "DatabaseUnavailableError";
    this.cause = cause;
  }
}
