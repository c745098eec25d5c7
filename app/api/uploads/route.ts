import { NextResponse } from "next/server";
import { handle } from "@/lib/http/respond";
import { actorFrom } from "@/lib/auth/request-actor";
import { uploadImage } from "@/lib/services/uploads";

export async function POST(request: Request) {
  return handle(async () => {
    const actor = await actorFrom(request);
    return NextResponse.json(await uploadImage(actor, request));
  });
}
