import { jsonAnswer, route } from "@/lib/http/route";
import { pagingHeaders } from "@/lib/http/table-answers";
import { createPart, findParts } from "@/lib/services/catalog";
import { newPartSchema } from "@/lib/validation/parts";
import { partsQuerySchema } from "@/lib/validation/public-queries";

// Still an array when paged; the page's place in the whole travels in headers.
export const GET = route({ access: "public", query: partsQuerySchema }, async ({ query }) => {
  const { parts, paging } = await findParts(query);
  if (!paging) return parts;
  return jsonAnswer(parts, { headers: pagingHeaders(paging) });
});

export const POST = route(
  { access: "admin", body: newPartSchema, status: 201 },
  ({ actor, body }) => createPart(actor, body),
);
