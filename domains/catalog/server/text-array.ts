import { sql } from "drizzle-orm";

/** A text[] of these values, one parameter each (an array in drizzle's sql`` is spread). */
export const textArray = (values: readonly string[]) =>
  sql`ARRAY[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;
