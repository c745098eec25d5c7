import { route } from "@/lib/http/route";
import { setAdminRole } from "@/lib/services/accounts";
import { makeAdminSchema } from "@/lib/validation/users";

export const PUT = route({ access: "admin", body: makeAdminSchema }, ({ actor, body }) =>
  setAdminRole(actor, body.email, body.admin),
);
