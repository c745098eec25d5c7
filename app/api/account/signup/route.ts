import { route } from "@/lib/http/route";
import { signUpAndStartSession } from "@/domains/accounts/server/sessions";
import { signUpSchema } from "@/domains/accounts";

export const POST = route(
  {
    access: "public",
    sameOrigin: true,
    body: signUpSchema,
    rateLimit: { action: "signup", key: ({ body }) => body.email },
    cache: "no-store",
    status: 201,
  },
  async ({ body }) => ({ user: await signUpAndStartSession(body) }),
);
