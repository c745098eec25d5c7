import "server-only";
import { and, eq, or, sql, type SQL } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { toReviewJson, type ReviewJson } from "@/domains/reviews/review-json";
import type { ReviewsTableQuery } from "@/domains/reviews/reviews-table-query";
import { reviews } from "@/models";
import { countCheaply, pageOfRows, type TablePage } from "@/lib/tables/table-page";
import { containsPattern, orderByOf, type SortColumn } from "@/lib/tables/table-sort";

const sortColumns: Record<NonNullable<ReviewsTableQuery["sort"]>, SortColumn> = {
  createdAt: { expression: reviews.createdAt, type: "timestamptz" },
  rating: { expression: reviews.rating, type: "bigint" },
  author: { expression: reviews.authorName, type: "text" },
};

function whereOf(query: ReviewsTableQuery): SQL | undefined {
  const pattern = query.q ? containsPattern(query.q) : undefined;
  return and(
    pattern
      ? or(sql`${reviews.authorName} ILIKE ${pattern}`, sql`${reviews.reviewText} ILIKE ${pattern}`)
      : undefined,
    query.rating ? eq(reviews.rating, Number(query.rating)) : undefined,
  );
}

/**
 * `GET /api/reviews` with table parameters: a page of reviews, newest first unless sorted, as
 * Manage Reviews shows them. Public, as the list of reviews always was.
 */
export async function reviewsTablePage(query: ReviewsTableQuery): Promise<TablePage<ReviewJson>> {
  const sort = query.sort ?? "createdAt";
  const direction = query.order ?? (sort === "author" ? "asc" : "desc");
  const db = await getDb();
  const [rows, count] = await Promise.all([
    db
      .select()
      .from(reviews)
      .where(whereOf(query))
      .orderBy(...orderByOf({ column: sortColumns[sort], direction, id: reviews.id }))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    countCheaply(reviews, whereOf(query)),
  ]);
  return pageOfRows(rows.map(toReviewJson), query, count);
}
