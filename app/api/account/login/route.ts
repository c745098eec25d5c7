import { NextResponse } from "next/server";
import { handle, readJson } from "@/lib/http/respond";
import { assertSameOrigin } from "@/lib/auth/request-actor";
import { startPasswordSession } from "@/lib/auth/sessions";

export async function POST(request: Request) {
  return handle(async () => {
    assertSameOrigin(request);
    return NextResponse.json({ user: await startPasswordSession(await readJson(request)) });
  });
}
