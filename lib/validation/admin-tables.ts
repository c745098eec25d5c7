import "./zod-config";
import { z } from "zod";
import { PART_COLUMN_SORTS, partFinderFields, toFilters } from "./part-finder";
import { partSortOf } from "./part-sorts";
import { PAGE_MAX, wholeNumberText } from "./public-queries";

/** Rows per page of an admin table when none is asked for, and the most one page may hold. */
export const TABLE_PAGE_SIZE = 25;
export const TABLE_PAGE_SIZES = [25, 50, 100] as const;
export const ORDER_STATUS_FILTERS = ["unpaid", "paid", "shipped", "expired", "refunded"] as const;
export type OrderStatusFilter = (typeof ORDER_STATUS_FILTERS)[number];
const ORDER_SORTS = ["createdAt", "total", "email", "customer", "product", "quantity"] as const;
const USER_SORTS = ["createdAt", "email", "name", "role"] as const;

const oneOf = <const T extends readonly [string, ...string[]]>(name: string, values: T) =>
  z.enum(values, { message: `${name} must be one of ${values.join(", ")}` });

const dayText = (name: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { message: `${name} must be a date as YYYY-MM-DD` })
    .refine((text) => !Number.isNaN(Date.parse(`${text}T00:00:00Z`)), {
      message: `${name} must be a real date`,
    });

/** What every admin table's call takes besides its own sorts and filters. */
const pagingFields = {
  page: wholeNumberText("page", PAGE_MAX).optional(),
  limit: wholeNumberText("limit", TABLE_PAGE_SIZES.at(-1)!).optional(),
  q: z.string().trim().max(200, { message: "q must be at most 200 characters" }).optional(),
  order: oneOf("order", ["asc", "desc"]).optional(),
};
const tableFields = { ...pagingFields, format: oneOf("format", ["csv"]).optional() };

/** A table's place: every asked-for field, and whether any was asked (else the contract's list). */
type Paging = { csv: boolean; paged: boolean; page: number; limit: number };
const withPaging = <T extends { page?: number; limit?: number; format?: "csv" }>(
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

/** `GET /api/orders/all`: Manage Orders' page, sort, search and filters (or its CSV). */
export const ordersTableQuerySchema = z
  .object({
    ...tableFields,
    sort: oneOf("sort", ORDER_SORTS).optional(),
    status: oneOf("status", ORDER_STATUS_FILTERS).optional(),
    from: dayText("from").optional(),
    to: dayText("to").optional(),
  })
  .refine(({ from, to }) => !from || !to || from <= to, {
    message: "from must not be after to",
    path: ["from"],
  })
  .transform((query) => withPaging<typeof query>(query));
export type OrdersTableQuery = z.output<typeof ordersTableQuerySchema>;

/** `GET /api/users/all`: Manage Users' page, sort, search and role filter (or its CSV). */
export const usersTableQuerySchema = z
  .object({
    ...tableFields,
    sort: oneOf("sort", USER_SORTS).optional(),
    role: oneOf("role", ["admin", "user"]).optional(),
  })
  .transform((query) => withPaging<typeof query>(query));
export type UsersTableQuery = z.output<typeof usersTableQuerySchema>;

const REVIEW_SORTS = ["createdAt", "rating", "author"] as const;

/** `GET /api/reviews`: Manage Reviews' page, sort, search (author or text) and rating filter. */
export const reviewsTableQuerySchema = z
  .object({
    ...pagingFields,
    sort: oneOf("sort", REVIEW_SORTS).optional(),
    rating: oneOf("rating", ["1", "2", "3", "4", "5"]).optional(),
  })
  .transform((query) => withPaging<typeof query>(query));
export type ReviewsTableQuery = z.output<typeof reviewsTableQuerySchema>;

const levelFlag = (name: string) => z.enum(["1", "0", ""], { message: `${name} must be 1 or 0` });

/**
 * `GET /api/parts/all`: Manage Products' page, column sort, search (the finder's) and filters,
 * or its CSV. Always one page: the contract's array and the finder stay `GET /api/parts`'s.
 */
export const partsTableQuerySchema = z
  .object({
    ...tableFields,
    q: partFinderFields.q,
    sort: oneOf("sort", PART_COLUMN_SORTS).optional(),
    category: partFinderFields.category,
    brand: partFinderFields.brand,
    lowStock: levelFlag("lowStock").optional(),
    outOfStock: levelFlag("outOfStock").optional(),
  })
  .transform(({ sort, order, page, limit, format, lowStock, outOfStock, ...fields }) => ({
    // Newest first unless a column is asked for, as Manage Products has always listed them.
    sort: partSortOf(sort, order) ?? ("newest" as const),
    page: page ?? 1,
    limit: limit ?? TABLE_PAGE_SIZE,
    csv: format === "csv",
    filters: {
      ...toFilters(fields),
      stockLevel:
        lowStock === "1" ? ("low" as const) : outOfStock === "1" ? ("out" as const) : undefined,
    },
  }));
export type PartsTableQuery = z.output<typeof partsTableQuerySchema>;
