import { NextResponse } from "next/server";
import { handle, readJson } from "@/lib/http/respond";
import { actorFrom } from "@/lib/auth/request-actor";
import { makeAdmin } from "@/lib/services/users";

export async function PUT(request: Request) {
  return handle(async () => {
    const actor = await actorFrom(request);
    return NextResponse.json(await makeAdmin(actor, await readJson(request)));
  });
}
