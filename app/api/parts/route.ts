import { NextResponse } from "next/server";
import { handle, parseQuery, readJson } from "@/lib/http/respond";
import { actorFrom } from "@/lib/auth/request-actor";
import { createPart } from "@/lib/services/part-admin";
import { listParts } from "@/lib/services/parts";
import { partsQuerySchema } from "@/lib/validation/public-queries";

export async function GET(request: Request) {
  return handle(async () => {
    const { sort } = parseQuery(partsQuerySchema, request);
    return NextResponse.json(await listParts(sort === "1" ? "newest" : "oldest"));
  });
}

export async function POST(request: Request) {
  return handle(async () => {
    const actor = await actorFrom(request);
    return NextResponse.json(await createPart(actor, await readJson(request)), { status: 201 });
  });
}
