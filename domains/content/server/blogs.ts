import "server-only";
import { desc, eq } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { NotFoundError } from "@/lib/errors";
import { isIdText } from "@/lib/validation/text";
import { toBlogJson, type BlogJson } from "@/domains/content/blog-json";
import { blogs } from "@/models";

export async function listBlogs(): Promise<BlogJson[]> {
  const db = await getDb();
  const rows = await db.select().from(blogs).orderBy(desc(blogs.createdAt), desc(blogs.id));
  return rows.map(toBlogJson);
}

export async function getBlog(id: string): Promise<BlogJson> {
  // A URL can carry anything (a NUL byte would make PostgreSQL refuse the query): not an id.
  if (!isIdText(id)) throw new NotFoundError("Blog");
  const db = await getDb();
  const [row] = await db.select().from(blogs).where(eq(blogs.id, id));
  if (!row) throw new NotFoundError("Blog");
  return toBlogJson(row);
}
