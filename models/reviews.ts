import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { createdAtColumn, idColumn } from "./columns";

export const reviews = pgTable(
  "reviews",
  {
    id: idColumn(),
    reviewText: text("review_text").notNull(),
    rating: integer("rating").notNull(),
    authorName: text("author_name").notNull(),
    authorUid: text("author_uid").notNull(),
    authorPhoto: text("author_photo"),
    createdAt: createdAtColumn(),
  },
  (table) => [
    index("reviews_created_at_idx").on(table.createdAt.desc()),
    check("reviews_text_length", sql`char_length(${table.reviewText}) BETWEEN 1 AND 250`),
    check("reviews_rating_range", sql`${table.rating} BETWEEN 1 AND 5`),
  ],
);
