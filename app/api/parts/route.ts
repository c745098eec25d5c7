import { NextResponse } from "next/server";
import { handle, parseQuery } from "@/lib/http/respond";
import { listParts } from "@/lib/services/parts";
import { partsQuerySchema } from "@/lib/validation/public-queries";

export async function GET(request: Request) {
  return handle(async () => {
    const { sort } = parseQuery(partsQuerySchema, request);
    return NextResponse.json(await listParts(sort === "1" ? "newest" : "oldest"));
  });
}
