import { z } from "zod";
import { route } from "@/lib/http/route";
import { checkAdmin } from "@/lib/services/accounts";
import { emailSchema } from "@/lib/validation/email";

export const GET = route(
  { access: "user", params: z.object({ email: emailSchema }) },
  ({ actor, params }) => checkAdmin(actor, params.email),
);
