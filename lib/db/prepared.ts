import "server-only";
import type { Db } from "./open";

/**
 * A statement built and prepared on its first use with each database (tests open several), then
 * reused: each run only fills in its placeholders.
 */
export function preparedPerDatabase<T>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    let statement = built.get(db);
    if (!statement) {
      statement = build(db);
      built.set(db, statement);
    }
    return statement;
  };
}
