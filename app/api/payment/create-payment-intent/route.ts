import { NextResponse } from "next/server";
import { handle, readJson } from "@/lib/http/respond";
import { actorFrom } from "@/lib/auth/request-actor";
import { createPaymentIntent } from "@/lib/services/payments";

export async function POST(request: Request) {
  return handle(async () => {
    const actor = await actorFrom(request);
    return NextResponse.json(await createPaymentIntent(actor, await readJson(request)));
  });
}
