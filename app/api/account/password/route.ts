import { NextResponse } from "next/server";
import { handle, readJson } from "@/lib/http/respond";
import { assertSameOrigin } from "@/lib/auth/request-actor";
import { resetPassword } from "@/lib/services/password-reset";

export async function POST(request: Request) {
  return handle(async () => {
    assertSameOrigin(request);
    await resetPassword(await readJson(request));
    return NextResponse.json({ success: true });
  });
}
