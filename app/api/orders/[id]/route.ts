import { NextResponse } from "next/server";
import { handle } from "@/lib/http/respond";
import { actorFrom } from "@/lib/auth/request-actor";
import { getOrder } from "@/lib/services/orders";
import { deleteOrder } from "@/lib/services/order-fulfilment";

export async function GET(request: Request, context: RouteContext<"/api/orders/[id]">) {
  return handle(async () => {
    const { id } = await context.params;
    return NextResponse.json(await getOrder(await actorFrom(request), id));
  });
}

export async function DELETE(request: Request, context: RouteContext<"/api/orders/[id]">) {
  return handle(async () => {
    const { id } = await context.params;
    return NextResponse.json(await deleteOrder(await actorFrom(request), id));
  });
}
