import { route } from "@/lib/http/route";
import { issueTokenFor } from "@/domains/accounts/server";
import { tokenRequestSchema } from "@/domains/accounts";

// The original client sends `?email=&&uid=` and the same in the body; both must be the caller's.
export const PUT = route(
  { access: "user", query: tokenRequestSchema, body: tokenRequestSchema.nullish() },
  ({ actor, query, body }) => issueTokenFor(actor, [query, body]),
);
