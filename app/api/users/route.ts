import { route } from "@/lib/http/route";
import { getProfile, updateProfile } from "@/domains/accounts/server";
import { profileSchema, uidQuerySchema } from "@/domains/accounts";

export const GET = route({ access: "user", query: uidQuerySchema }, ({ actor, query }) =>
  getProfile(actor, query.uid),
);

export const PATCH = route(
  { access: "user", query: uidQuerySchema, body: profileSchema },
  ({ actor, query, body }) => updateProfile(actor, query.uid, body),
);
