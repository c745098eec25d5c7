import { route } from "@/lib/http/route";
import { deleteList, getList, renameList } from "@/domains/lists/server";
import { listNameSchema, listParamsSchema } from "@/domains/lists";

export const GET = route({ access: "user", params: listParamsSchema }, ({ actor, params }) =>
  getList(actor, params.id),
);

export const PATCH = route(
  { access: "user", params: listParamsSchema, body: listNameSchema },
  ({ actor, params, body }) => renameList(actor, params.id, body),
);

export const DELETE = route({ access: "user", params: listParamsSchema }, ({ actor, params }) =>
  deleteList(actor, params.id),
);
