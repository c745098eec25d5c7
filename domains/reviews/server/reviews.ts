import "server-only";
import { and, count, desc, eq, gt, sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { toReviewJson, type ReviewJson } from "@/domains/reviews/review-json";
import { reviews } from "@/models";
import type { Actor } from "@/lib/auth/actor";
import { requireAdmin, requireUser } from "@/lib/auth/guards";
import { CACHE_TAGS, expireCached } from "@/lib/cache/tags";
import { AppError, NotFoundError } from "@/lib/errors";
import { HOME_REVIEWS_SHOWN, REVIEWS_PER_DAY } from "@/lib/validation/limits";
import { catalogMessages } from "@/domains/catalog";
import type { NewReview } from "@/domains/reviews/reviews";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Reviews, newest first: every one (`GET /api/reviews`), or only the latest `limit`. */
export async function listReviews(options: { limit?: number } = {}): Promise<ReviewJson[]> {
  const db = await getDb();
  const newestFirst = db
    .select()
    .from(reviews)
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .$dynamic();
  const rows = await (options.limit === undefined ? newestFirst : newestFirst.limit(options.limit));
  return rows.map(toReviewJson);
}

/** The home page's carousel: the latest reviews only, however many have been posted. */
export const latestReviews = () => listReviews({ limit: HOME_REVIEWS_SHOWN });

/**
 * `POST /api/reviews` (signed-in): the author is the caller, the date is now. A customer posts
 * at most REVIEWS_PER_DAY reviews in any 24 hours (429 beyond). The author's advisory lock is
 * held from the count to the insert, so two posts sent at once cannot both pass the count.
 */
export async function addReview(
  actor: Actor | null,
  input: NewReview,
): Promise<{ insertedId: string }> {
  const user = requireUser(actor);
  const db = await getDb();
  const insertedId = await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`review:${user.uid}`}))`);
    const since = new Date(Date.now() - DAY_MS);
    const [recent] = await tx
      .select({ posted: count() })
      .from(reviews)
      .where(and(eq(reviews.authorUid, user.uid), gt(reviews.createdAt, since)));
    if ((recent?.posted ?? 0) >= REVIEWS_PER_DAY)
      throw new AppError(429, catalogMessages.reviewOncePerDay);
    const [row] = await tx
      .insert(reviews)
      .values({
        reviewText: input.reviewText,
        rating: input.rating,
        authorName: user.name,
        authorUid: user.uid,
        authorPhoto: user.photoUrl,
      })
      .returning({ id: reviews.id });
    if (!row) throw new Error("The review insert returned no row");
    return row.id;
  });
  expireCached(CACHE_TAGS.reviews);
  return { insertedId };
}

/** `DELETE /api/reviews/{id}` (admins): moderation; the home page drops it at once. */
export async function deleteReview(
  actor: Actor | null,
  reviewId: string,
): Promise<{ deletedCount: number }> {
  requireAdmin(actor);
  const db = await getDb();
  const deleted = await db
    .delete(reviews)
    .where(eq(reviews.id, reviewId))
    .returning({ id: reviews.id });
  if (deleted.length === 0) throw new NotFoundError("Review");
  expireCached(CACHE_TAGS.reviews);
  return { deletedCount: deleted.length };
}
