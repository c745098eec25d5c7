import type { blogs } from "@/models";

export interface BlogJson {
  _id: string;
  category: string;
  title: string;
  description: string;
  author: { name: string };
  createdAt: string;
}

export function toBlogJson(row: typeof blogs.$inferSelect): BlogJson {
  return {
    _id: row.id,
    category: row.category,
    title: row.title,
    description: row.description,
    author: { name: row.authorName },
    createdAt: row.createdAt.toISOString(),
  };
}
