import { route } from "@/lib/http/route";
import { resetPassword } from "@/domains/accounts/server";
import { newPasswordSchema } from "@/domains/accounts";

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
