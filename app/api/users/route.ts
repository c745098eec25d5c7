import { NextResponse } from "next/server";
import { handle, parseQuery, readJson } from "@/lib/http/respond";
import { actorFrom } from "@/lib/auth/request-actor";
import { getProfile, updateProfile } from "@/lib/services/users";
import { uidQuerySchema } from "@/lib/validation/users";

export async function GET(request: Request) {
  return handle(async () => {
    const { uid } = parseQuery(uidQuerySchema, request);
    return NextResponse.json(await getProfile(await actorFrom(request), uid));
  });
}

export async function PATCH(request: Request) {
  return handle(async () => {
    const { uid } = parseQuery(uidQuerySchema, request);
    const actor = await actorFrom(request);
    return NextResponse.json(await updateProfile(actor, uid, await readJson(request)));
  });
}
