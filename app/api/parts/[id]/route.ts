import { NextResponse } from "next/server";
import { handle } from "@/lib/http/respond";
import { getPart } from "@/lib/services/parts";
import { deletePart } from "@/lib/services/part-admin";
import { actorFrom } from "@/lib/auth/request-actor";

export async function GET(_request: Request, context: RouteContext<"/api/parts/[id]">) {
  return handle(async () => {
    const { id } = await context.params;
    return NextResponse.json(await getPart(id));
  });
}

export async function DELETE(request: Request, context: RouteContext<"/api/parts/[id]">) {
  return handle(async () => {
    const { id } = await context.params;
    return NextResponse.json(await deletePart(await actorFrom(request), id));
  });
}
