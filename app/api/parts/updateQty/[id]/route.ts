import { NextResponse } from "next/server";
import { handle, readJson } from "@/lib/http/respond";
import { actorFrom } from "@/lib/auth/request-actor";
import { setAvailableQty } from "@/lib/services/part-admin";

// Kept from the original contract for admins; the shop's own client no longer calls it.
export async function PATCH(request: Request, context: RouteContext<"/api/parts/updateQty/[id]">) {
  return handle(async () => {
    const { id } = await context.params;
    const actor = await actorFrom(request);
    return NextResponse.json(await setAvailableQty(actor, id, await readJson(request)));
  });
}
