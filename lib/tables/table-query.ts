import "../validation/zod-config";
import { z } from "zod";
import { PAGE_MAX, wholeNumberText } from "../validation/numbers";
import { hasControlCharacters } from "../validation/text";

/** Rows per page of an admin table when none is asked for, and the most one page may hold. */
export const TABLE_PAGE_SIZE = 25;
export const TABLE_PAGE_SIZES = [25, 50, 100] as const;
export const oneOf = <const T extends readonly [string, ...string[]]>(name: string, values: T) =>
  z.enum(values, { message: `${name} must be one of ${values.join(", ")}` });

export const dayText = (name: string) =>
  z
    .string({ message: `${name} is required, as YYYY-MM-DD` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { message: `${name} must be a date as YYYY-MM-DD` })
    // A day the calendar has: Date.parse rolls 2030-02-30 over to March instead of refusing it.
    .refine(
      (text) => {
        const day = new Date(`${text}T00:00:00Z`);
        return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(text);
      },
      { message: `${name} must be a real date` },
    );

/** What every admin table's call takes besides its own sorts and filters. */
export const pagingFields = {
  page: wholeNumberText("page", PAGE_MAX).optional(),
  limit: wholeNumberText("limit", TABLE_PAGE_SIZES.at(-1)!).optional(),
  q: z
    .string()
    .trim()
    .max(200, { message: "q must be at most 200 characters" })
    .refine((text) => !hasControlCharacters(text), {
      message: "q contains a character that is not allowed",
    })
    .optional(),
  order: oneOf("order", ["asc", "desc"]).optional(),
};
export const tableFields = { ...pagingFields, format: oneOf("format", ["csv"]).optional() };

/** A table's place: every asked-for field, and whether any was asked (else the contract's list). */
type Paging = { csv: boolean; paged: boolean; page: number; limit: number };
export const withPaging = <T extends { page?: number; limit?: number; format?: "csv" }>(
  query: T,
): Omit<T, "page" | "limit"> & Paging => {
  const asked = Object.values(query).some((value) => value !== undefined && String(value) !== "");
  return {
    ...query,
    csv: query.format === "csv",
    paged: asked && query.format !== "csv",
    page: query.page ?? 1,
    limit: query.limit ?? TABLE_PAGE_SIZE,
  };
};
