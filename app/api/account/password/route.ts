import { route } from "@/lib/http/route";
import { resetPassword } from "@/lib/services/accounts";
import { newPasswordSchema } from "@/lib/validation/auth";

export const POST = route(
  { access: "public", sameOrigin: true, body: newPasswordSchema, cache: "no-store" },
  async ({ body }) => {
    await resetPassword(body);
    return { success: true };
  },
);
