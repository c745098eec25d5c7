import { route } from "@/lib/http/route";
import { decideTaxExemption } from "@/domains/tax/server";
import { exemptionDecisionSchema, exemptionParamsSchema } from "@/domains/tax";

// The shop's decision on a certificate: verified, or rejected with a reason.
export const PATCH = route(
  { access: "admin", params: exemptionParamsSchema, body: exemptionDecisionSchema },
  ({ actor, params, body }) => decideTaxExemption(actor, params.id, body),
);
