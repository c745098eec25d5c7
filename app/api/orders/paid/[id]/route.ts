import { NextResponse } from "next/server";
import { handle, readJson } from "@/lib/http/respond";
import { actorFrom } from "@/lib/auth/request-actor";
import { markOrderPaid } from "@/lib/services/payments";

export async function PATCH(request: Request, context: RouteContext<"/api/orders/paid/[id]">) {
  return handle(async () => {
    const { id } = await context.params;
    const actor = await actorFrom(request);
    return NextResponse.json(await markOrderPaid(actor, id, await readJson(request)));
  });
}
