import type { reviews } from "@/models";

export interface ReviewJson {
  _id: string;
  reviewText: string;
  rating: number;
  reviewDate: string;
  author: { name: string; uid: string; photo?: string };
}

export function toReviewJson(row: typeof reviews.$inferSelect): ReviewJson {
  return {
    _id: row.id,
    reviewText: row.reviewText,
    rating: row.rating,
    reviewDate: row.createdAt.toISOString(),
    author: {
      name: row.authorName,
      uid: row.authorUid,
      ...(row.authorPhoto ? { photo: row.authorPhoto } : {}),
    },
  };
}
