import { NextResponse } from "next/server";
import { handle } from "@/lib/http/respond";
import { actorFrom } from "@/lib/auth/request-actor";
import { listAllOrders } from "@/lib/services/orders";

export async function GET(request: Request) {
  return handle(async () => NextResponse.json(await listAllOrders(await actorFrom(request))));
}
