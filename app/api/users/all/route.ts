import { NextResponse } from "next/server";
import { handle } from "@/lib/http/respond";
import { actorFrom } from "@/lib/auth/request-actor";
import { listAllUsers } from "@/lib/services/users";

export async function GET(request: Request) {
  return handle(async () => NextResponse.json(await listAllUsers(await actorFrom(request))));
}
