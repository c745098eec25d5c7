import { NextResponse } from "next/server";
import { handle, readJson } from "@/lib/http/respond";
import { actorFrom } from "@/lib/auth/request-actor";
import { updatePart } from "@/lib/services/part-admin";

export async function PATCH(
  request: Request,
  context: RouteContext<"/api/parts/update-stock/[id]">,
) {
  return handle(async () => {
    const { id } = await context.params;
    const actor = await actorFrom(request);
    return NextResponse.json(await updatePart(actor, id, await readJson(request)));
  });
}
