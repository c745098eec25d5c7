import { route } from "@/lib/http/route";
import { addMember, listMembers } from "@/domains/companies/server";
import { companyParamsSchema, memberInviteSchema } from "@/domains/companies";

export const GET = route({ access: "user", params: companyParamsSchema }, ({ actor, params }) =>
  listMembers(actor, params.id),
);

// An existing user joins at once; an address without an account is mailed an invitation.
export const POST = route(
  { access: "user", params: companyParamsSchema, body: memberInviteSchema, status: 201 },
  ({ actor, params, body }) => addMember(actor, params.id, body),
);
