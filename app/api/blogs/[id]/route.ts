import { NextResponse } from "next/server";
import { handle } from "@/lib/http/respond";
import { getBlog } from "@/lib/services/blogs";

export async function GET(_request: Request, context: RouteContext<"/api/blogs/[id]">) {
  return handle(async () => {
    const { id } = await context.params;
    return NextResponse.json(await getBlog(id));
  });
}
