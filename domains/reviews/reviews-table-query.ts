import "@/lib/validation/zod-config";
import { z } from "zod";
import { oneOf, pagingFields, withPaging } from "@/lib/tables/table-query";

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
