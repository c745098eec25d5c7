import { route } from "@/lib/http/route";
import { queuePasswordReset } from "@/domains/accounts/server";
import { resetRequestSchema } from "@/domains/accounts";

// Always "Email sent" (when the input is valid): the answer must not reveal who has an account.
export const POST = route(
  {
    access: "public",
    sameOrigin: true,
    body: resetRequestSchema,
    rateLimit: { action: "reset", key: ({ body }) => body.email },
    cache: "no-store",
  },
  async ({ body }) => {
    await queuePasswordReset(body);
    return { message: "Email sent" };
  },
);
