import { route } from "@/lib/http/route";
import { moveReturn, returnDetail } from "@/domains/returns/server";
import { returnParamsSchema, returnUpdateSchema } from "@/domains/returns";

// One return with its history: its buyer, their company's admin or a shop admin.
export const GET = route({ access: "user", params: returnParamsSchema }, ({ actor, params }) =>
  returnDetail(actor, params.id),
);

// A shop admin moves it on: approved, received, refunded, or rejected with a reason.
export const PATCH = route(
  { access: "admin", params: returnParamsSchema, body: returnUpdateSchema },
  ({ actor, params, body }) => moveReturn(actor, params.id, body),
);
