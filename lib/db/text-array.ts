import { sql, type SQL } from "drizzle-orm";

/** A text[] of these values, one parameter each (an array in drizzle's sql`` is spread). */
export const textArray = (values: readonly string[]) =>
  sql`ARRAY[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

/**
 * A text[] as ONE parameter (an array literal), however many values: 50,000 part numbers as
 * separate parameters would pass PostgreSQL's limit of 65,535 per statement. Every element is
 * quoted, so a value such as NULL or one with a comma stays itself.
 */
export const textArrayParam = (values: readonly string[]): SQL =>
  sql`${`{${values.map((value) => `"${value.replace(/["\\]/g, "\\$&")}"`).join(",")}}`}::text[]`;
