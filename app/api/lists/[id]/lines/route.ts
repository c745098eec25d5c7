import { route } from "@/lib/http/route";
import { setListLine } from "@/domains/lists/server";
import { listLineSchema, listParamsSchema } from "@/domains/lists";

// Sets one line's quantity, adding the part when the list does not hold it.
export const PUT = route(
  { access: "user", params: listParamsSchema, body: listLineSchema },
  ({ actor, params, body }) => setListLine(actor, params.id, body),
);
