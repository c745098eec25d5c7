import { NextResponse } from "next/server";
import { handle } from "@/lib/http/respond";
import { getSessionUser } from "@/lib/auth/session-user";

/**
 * Who the navigation bar greets. Public pages are cached for every visitor alike, so the bar
 * asks here after loading instead of the server reading the session into the page.
 */
export async function GET() {
  return handle(async () => {
    const user = await getSessionUser();
    return NextResponse.json(
      { user: user ? { name: user.name } : null },
      { headers: { "Cache-Control": "private, no-store" } },
    );
  });
}
