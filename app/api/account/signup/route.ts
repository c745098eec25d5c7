import { NextResponse } from "next/server";
import { handle, readJson } from "@/lib/http/respond";
import { assertSameOrigin } from "@/lib/auth/request-actor";
import { signUpAndStartSession } from "@/lib/auth/sessions";

export async function POST(request: Request) {
  return handle(async () => {
    assertSameOrigin(request);
    const user = await signUpAndStartSession(await readJson(request), request.headers);
    return NextResponse.json({ user }, { status: 201 });
  });
}
