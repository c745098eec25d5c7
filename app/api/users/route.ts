import { route } from "@/lib/http/route";
import { getProfile, updateProfile } from "@/lib/services/accounts";
import { profileSchema, uidQuerySchema } from "@/lib/validation/users";

export const GET = route({ access: "user", query: uidQuerySchema }, ({ actor, query }) =>
  getProfile(actor, query.uid),
);

export const PATCH = route(
  { access: "user", query: uidQuerySchema, body: profileSchema },
  ({ actor, query, body }) => updateProfile(actor, query.uid, body),
);
