import "server-only";
import { logger } from "@/lib/log";

type Exit = (code?: number | string | null) => never;

/**
 * Closes the database when the server shuts down, after the requests in flight have finished.
 *
 * On SIGTERM or SIGINT `next start` stops accepting connections, waits for every request in
 * flight to finish, then calls process.exit (node_modules/next/dist/server/lib/start-server.js).
 * Requests need the database until that moment, so the close happens there: the exit is held
 * until the pool has ended (or PGlite has flushed and closed), then goes ahead with Next's code.
 * With NEXT_MANUAL_SIG_HANDLE set Next.js leaves the signal alone; so does this, and whoever
 * set it owns the shutdown.
 */
export function closeDatabaseOnExit(close: () => Promise<void>): void {
  if (process.env.NEXT_MANUAL_SIG_HANDLE) return;
  const onSignal = (signal: NodeJS.Signals) => {
    logger.info({ signal }, "Shutting down: finishing the requests in flight");
    const exit: Exit = process.exit.bind(process);
    let closing: Promise<void> | undefined;
    process.exit = ((code) => {
      closing ??= close().then(
        () => logger.info("The database is closed"),
        (error: unknown) => logger.error({ err: error }, "The database did not close cleanly"),
      );
      void closing.finally(() => exit(code));
    }) as Exit;
  };
  process.once("SIGTERM", onSignal);
  process.once("SIGINT", onSignal);
}
