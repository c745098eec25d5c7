/** The rows of a raw `db.execute` (both drivers answer `{ rows }`; Drizzle types it loosely). */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
