import { route } from "@/lib/http/route";
import { startPasswordSession } from "@/domains/accounts/server/sessions";
import { loginSchema } from "@/domains/accounts";

// Failed attempts are limited inside the Auth.js provider, which also guards Auth.js's own
// callback URL: a limit here would leave that door open.
export const POST = route(
  { access: "public", sameOrigin: true, body: loginSchema, cache: "no-store" },
  async ({ body }) => ({ user: await startPasswordSession(body) }),
);
