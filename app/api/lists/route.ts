import { route } from "@/lib/http/route";
import { createList, listLists } from "@/domains/lists/server";
import { listNameSchema } from "@/domains/lists";

// The caller's lists: their company's (shared by its members), or their own outside a company.
export const GET = route({ access: "user" }, ({ actor }) => listLists(actor));

export const POST = route(
  { access: "user", body: listNameSchema, status: 201 },
  ({ actor, body }) => createList(actor, body),
);
