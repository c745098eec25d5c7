import { route } from "@/lib/http/route";
import { signUpAndStartSession } from "@/lib/services/accounts";
import { signUpSchema } from "@/lib/validation/new-password";

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
