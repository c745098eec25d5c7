import { route } from "@/lib/http/route";
import { resetPassword } from "@/lib/services/accounts";
import { newPasswordSchema } from "@/lib/validation/new-password";

// Limited per client address (every attempt counts): guessing links, or making the server hash.
export const POST = route(
  {
    access: "public",
    sameOrigin: true,
    body: newPasswordSchema,
    rateLimit: { action: "newPassword", key: () => undefined },
    cache: "no-store",
  },
  async ({ body }) => {
    await resetPassword(body);
    return { success: true };
  },
);
