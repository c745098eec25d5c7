import { route } from "@/lib/http/route";
import { removeListLine } from "@/domains/lists/server";
import { listLineParamsSchema } from "@/domains/lists";

export const DELETE = route({ access: "user", params: listLineParamsSchema }, ({ actor, params }) =>
  removeListLine(actor, params.id, params.partId),
);
