import { route } from "@/lib/http/route";
import { setAdminRole } from "@/domains/accounts/server";
import { makeAdminSchema } from "@/domains/accounts";

export const PUT = route({ access: "admin", body: makeAdminSchema }, ({ actor, body }) =>
  setAdminRole(actor, body.email, body.admin),
);
