import { NextResponse } from "next/server";
import { handle, readJson } from "@/lib/http/respond";
import { actorFrom } from "@/lib/auth/request-actor";
import { addReview, listReviews } from "@/lib/services/reviews";

export async function GET() {
  return handle(async () => NextResponse.json(await listReviews()));
}

export async function POST(request: Request) {
  return handle(async () => {
    const actor = await actorFrom(request);
    return NextResponse.json(await addReview(actor, await readJson(request)), { status: 201 });
  });
}
