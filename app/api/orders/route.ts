import { NextResponse } from "next/server";
import { handle, parseQuery, readJson } from "@/lib/http/respond";
import { actorFrom } from "@/lib/auth/request-actor";
import { listOrdersOf, placeOrder } from "@/lib/services/orders";
import { uidQuerySchema } from "@/lib/validation/users";
import { optionalUidQuerySchema } from "@/lib/validation/orders";

export async function GET(request: Request) {
  return handle(async () => {
    const { uid } = parseQuery(uidQuerySchema, request);
    return NextResponse.json(await listOrdersOf(await actorFrom(request), uid));
  });
}

export async function POST(request: Request) {
  return handle(async () => {
    const { uid } = parseQuery(optionalUidQuerySchema, request);
    const actor = await actorFrom(request);
    const placed = await placeOrder(actor, uid, await readJson(request));
    return NextResponse.json(placed, { status: 201 });
  });
}
