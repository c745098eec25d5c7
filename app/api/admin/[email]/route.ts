import { z } from "zod";
import { route } from "@/lib/http/route";
import { checkAdmin } from "@/domains/accounts/server";
import { emailSchema } from "@/domains/accounts";

export const GET = route(
  { access: "user", params: z.object({ email: emailSchema }) },
  ({ actor, params }) => checkAdmin(actor, params.email),
);
