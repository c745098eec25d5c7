import { NextResponse } from "next/server";
import { handle, parseQuery, readJson } from "@/lib/http/respond";
import { actorFrom } from "@/lib/auth/request-actor";
import { createPart } from "@/lib/services/part-admin";
import { listParts, listPartsPage } from "@/lib/services/parts";
import { PARTS_PAGE_SIZE, partsQuerySchema } from "@/lib/validation/public-queries";

export async function GET(request: Request) {
  return handle(async () => {
    const { sort, page, limit } = parseQuery(partsQuerySchema, request);
    const order = sort === "1" ? "newest" : "oldest";
    if (page === undefined && limit === undefined) {
      return NextResponse.json(await listParts(order));
    }
    // Still an array, as without paging; the page's place in the whole travels in headers.
    const found = await listPartsPage(order, page ?? 1, limit ?? PARTS_PAGE_SIZE);
    return NextResponse.json(found.parts, {
      headers: {
        "X-Total-Count": String(found.total),
        "X-Page": String(found.page),
        "X-Page-Count": String(found.pageCount),
      },
    });
  });
}

export async function POST(request: Request) {
  return handle(async () => {
    const actor = await actorFrom(request);
    return NextResponse.json(await createPart(actor, await readJson(request)), { status: 201 });
  });
}
