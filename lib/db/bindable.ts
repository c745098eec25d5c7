import type { Placeholder } from "drizzle-orm";

/**
 * A value a statement is built with: the value itself, or a placeholder filled in each time a
 * prepared statement runs (the same builder serves both).
 */
export type Bindable<T> = T | Placeholder;
