import { NextResponse } from "next/server";
import { handle } from "@/lib/http/respond";
import { listBlogs } from "@/lib/services/blogs";

export async function GET() {
  return handle(async () => NextResponse.json(await listBlogs()));
}
