import { NextResponse } from "next/server";
import { handle, parseQuery, readJson } from "@/lib/http/respond";
import { actorFrom } from "@/lib/auth/request-actor";
import { recordBooking } from "@/lib/services/payments";
import { bookingQuerySchema } from "@/lib/validation/orders";

export async function POST(request: Request) {
  return handle(async () => {
    const { id } = parseQuery(bookingQuerySchema, request);
    const actor = await actorFrom(request);
    return NextResponse.json(await recordBooking(actor, id, await readJson(request)));
  });
}
