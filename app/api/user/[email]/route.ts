import { z } from "zod";
import { route } from "@/lib/http/route";
import { deleteUser } from "@/lib/services/accounts";
import { emailSchema } from "@/lib/validation/email";

export const DELETE = route(
  { access: "admin", params: z.object({ email: emailSchema }) },
  ({ actor, params }) => deleteUser(actor, params.email),
);
