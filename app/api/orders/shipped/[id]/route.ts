import { NextResponse } from "next/server";
import { handle, readJson } from "@/lib/http/respond";
import { actorFrom } from "@/lib/auth/request-actor";
import { shipOrder } from "@/lib/services/order-fulfilment";

export async function PATCH(request: Request, context: RouteContext<"/api/orders/shipped/[id]">) {
  return handle(async () => {
    const { id } = await context.params;
    const actor = await actorFrom(request);
    return NextResponse.json(await shipOrder(actor, id, await readJson(request)));
  });
}
