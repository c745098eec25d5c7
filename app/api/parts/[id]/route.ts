import { NextResponse } from "next/server";
import { handle } from "@/lib/http/respond";
import { getPart } from "@/lib/services/parts";

export async function GET(_request: Request, context: RouteContext<"/api/parts/[id]">) {
  return handle(async () => {
    const { id } = await context.params;
    return NextResponse.json(await getPart(id));
  });
}
