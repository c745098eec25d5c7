import "server-only";
import { desc } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { toReviewJson, type ReviewJson } from "@/lib/contract/review";
import { reviews } from "@/models";
import type { Actor } from "@/lib/auth/actor";
import { requireUser } from "@/lib/auth/guards";
import { CACHE_TAGS, expireCached } from "@/lib/cache/tags";
import type { NewReview } from "@/lib/validation/reviews";

export async function listReviews(): Promise<ReviewJson[]> {
  const db = await getDb();
  const rows = await db.select().from(reviews).orderBy(desc(reviews.createdAt), desc(reviews.id));
  return rows.map(toReviewJson);
}

/** `POST /api/reviews` (signed-in): the author is the caller, the date is now. */
export async function addReview(
  actor: Actor | null,
  input: NewReview,
): Promise<{ insertedId: string }> {
  const user = requireUser(actor);
  const db = await getDb();
  const [row] = await db
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
  expireCached(CACHE_TAGS.reviews);
  return { insertedId: row.id };
}
