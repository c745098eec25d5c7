import { NextResponse } from "next/server";
import { handle } from "@/lib/http/respond";
import { listReviews } from "@/lib/services/reviews";

export async function GET() {
  return handle(async () => NextResponse.json(await listReviews()));
}
