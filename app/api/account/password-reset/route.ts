import { NextResponse } from "next/server";
import { handle, readJson } from "@/lib/http/respond";
import { assertSameOrigin } from "@/lib/auth/request-actor";
import { requestPasswordResetFrom } from "@/lib/services/password-reset";

// Always "Email sent" (when the input is valid): the answer must not reveal who has an account.
export async function POST(request: Request) {
  return handle(async () => {
    assertSameOrigin(request);
    await requestPasswordResetFrom(await readJson(request), request.headers);
    return NextResponse.json({ message: "Email sent" });
  });
}
