import { NextResponse } from "next/server";
import { handle } from "@/lib/http/respond";
import { actorFrom } from "@/lib/auth/request-actor";
import { deleteUser } from "@/lib/services/users";

export async function DELETE(request: Request, context: RouteContext<"/api/user/[email]">) {
  return handle(async () => {
    const { email } = await context.params;
    return NextResponse.json(await deleteUser(await actorFrom(request), email));
  });
}
