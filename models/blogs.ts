import { index, pgTable, text } from "drizzle-orm/pg-core";
import { createdAtColumn, idColumn } from "./columns";

export const blogs = pgTable(
  "blogs",
  {
    id: idColumn(),
    category: text("category").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    authorName: text("author_name").notNull(),
    createdAt: createdAtColumn(),
  },
  (table) => [index("blogs_created_at_idx").on(table.createdAt.desc())],
);
