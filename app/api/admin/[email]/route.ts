import { NextResponse } from "next/server";
import { handle } from "@/lib/http/respond";
import { actorFrom } from "@/lib/auth/request-actor";
import { checkAdmin } from "@/lib/services/users";

export async function GET(request: Request, context: RouteContext<"/api/admin/[email]">) {
  return handle(async () => {
    const { email } = await context.params;
    return NextResponse.json(await checkAdmin(await actorFrom(request), email));
  });
}
