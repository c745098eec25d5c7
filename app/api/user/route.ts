import { NextResponse } from "next/server";
import { handle, readJsonOrEmpty } from "@/lib/http/respond";
import { actorFrom } from "@/lib/auth/request-actor";
import { issueTokenFor } from "@/lib/services/accounts";

// The original client sends `?email=&&uid=` and the same in the body; both must be the caller's.
export async function PUT(request: Request) {
  return handle(async () => {
    const query = Object.fromEntries(new URL(request.url).searchParams);
    const body = await readJsonOrEmpty(request);
    return NextResponse.json(await issueTokenFor(await actorFrom(request), [query, body]));
  });
}
