import { route } from "@/lib/http/route";
import { startPasswordSession } from "@/lib/services/accounts";
import { loginSchema } from "@/lib/validation/auth";

// Failed attempts are limited inside the Auth.js provider, which also guards Auth.js's own
// callback URL: a limit here would leave that door open.
export const POST = route(
  { access: "public", sameOrigin: true, body: loginSchema, cache: "no-store" },
  async ({ body }) => ({ user: await startPasswordSession(body) }),
);
