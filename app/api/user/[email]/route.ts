import { z } from "zod";
import { route } from "@/lib/http/route";
import { deleteUser } from "@/domains/accounts/server";
import { emailSchema } from "@/domains/accounts";

export const DELETE = route(
  { access: "admin", params: z.object({ email: emailSchema }) },
  ({ actor, params }) => deleteUser(actor, params.email),
);
