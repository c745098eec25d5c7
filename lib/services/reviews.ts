import "server-only";
import { desc } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { toReviewJson, type ReviewJson } from "@/lib/contract/review";
import { reviews } from "@/models";

export async function listReviews(): Promise<ReviewJson[]> {
  const db = await getDb();
  const rows = await db.select().from(reviews).orderBy(desc(reviews.createdAt), desc(reviews.id));
  return rows.map(toReviewJson);
}
