import { NextResponse } from "next/server";
import { handle } from "@/lib/http/respond";
import { assertSameOrigin } from "@/lib/auth/request-actor";
import { endSession } from "@/lib/auth/sessions";

export async function POST(request: Request) {
  return handle(async () => {
    assertSameOrigin(request);
    await endSession();
    return NextResponse.json({ success: true });
  });
}
