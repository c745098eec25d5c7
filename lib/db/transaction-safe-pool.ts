import "server-only";
import { Pool, type PoolClient } from "pg";

/**
 * A pg Pool that gets its connection back when a transaction cannot even begin. Drizzle checks a
 * connection out and sends `begin` before its try/finally, so when `begin` fails (the server is
 * shutting down, the connection just died) it never releases the connection: the pool lost one
 * for good each time, and after an outage requests waited for connections that never came back
 * and the instance could not shut down. Here a checkout whose first statement fails is released
 * (and the connection discarded) at once; the caller's own release after that does nothing.
 */
export class TransactionSafePool extends Pool {
  connect(): Promise<PoolClient>;
  connect(
    callback: (error: Error | undefined, client: PoolClient | undefined, done: () => void) => void,
  ): void;
  connect(callback?: Parameters<Pool["connect"]>[0]): Promise<PoolClient> | void {
    // pg-pool's own query() checks out with a callback and releases the connection itself.
    if (callback) return super.connect(callback);
    return super.connect().then(releasedIfFirstStatementFails);
  }
}

function releasedIfFirstStatementFails(client: PoolClient): PoolClient {
  const release = client.release;
  const query = client.query;
  let released = false;
  client.release = (error?: Error | boolean) => {
    if (released) return;
    released = true;
    release.call(client, error);
  };
  client.query = function firstQuery(this: PoolClient, ...args: unknown[]) {
    client.query = query;
    const result = (query as (...a: unknown[]) => unknown).apply(client, args);
    if (result instanceof Promise)
      result.catch((error: Error) => client.release(error)).catch(() => undefined);
    return result;
  } as PoolClient["query"];
  return client;
}
