import { route } from "@/lib/http/route";
import { removeMember, updateMember } from "@/domains/companies/server";
import { memberParamsSchema, memberUpdateSchema } from "@/domains/companies";

const memberOf = (params: { id: string; userId: string }) => ({
  companyId: params.id,
  userId: params.userId,
});

export const PATCH = route(
  { access: "user", params: memberParamsSchema, body: memberUpdateSchema },
  ({ actor, params, body }) => updateMember(actor, memberOf(params), body),
);

export const DELETE = route({ access: "user", params: memberParamsSchema }, ({ actor, params }) =>
  removeMember(actor, memberOf(params)),
);
