import { route } from "@/lib/http/route";
import { makeAdmin } from "@/lib/services/accounts";
import { makeAdminSchema } from "@/lib/validation/users";

export const PUT = route({ access: "admin", body: makeAdminSchema }, ({ actor, body }) =>
  makeAdmin(actor, body.email),
);
