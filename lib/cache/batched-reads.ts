import "server-only";

interface Waiter<T> {
  resolve: (found: T | null) => void;
  reject: (error: unknown) => void;
}

/**
 * Reads by id one at a time, as a cache keyed per id asks for them, but queries the ids asked
 * for in the same turn of the event loop together: a page whose parts all missed the cache reads
 * them in one query, not one each. An id `readMany` does not find is null.
 */
export function batchedReads<T>(
  readMany: (ids: string[]) => Promise<T[]>,
  idOf: (item: T) => string,
): (id: string) => Promise<T | null> {
  let pending: Map<string, Waiter<T>[]> | undefined;

  async function run(batch: Map<string, Waiter<T>[]>) {
    try {
      const found = new Map((await readMany([...batch.keys()])).map((item) => [idOf(item), item]));
      for (const [id, waiters] of batch) for (const w of waiters) w.resolve(found.get(id) ?? null);
    } catch (error) {
      for (const waiters of batch.values()) for (const w of waiters) w.reject(error);
    }
  }

  return (id) =>
    new Promise((resolve, reject) => {
      if (!pending) {
        const batch = new Map<string, Waiter<T>[]>();
        pending = batch;
        setImmediate(() => {
          pending = undefined;
          void run(batch);
        });
      }
      const waiters = pending.get(id) ?? [];
      waiters.push({ resolve, reject });
      pending.set(id, waiters);
    });
}
