import { route } from "@/lib/http/route";
import { updateCompany } from "@/domains/companies/server";
import { companyParamsSchema, companyUpdateSchema } from "@/domains/companies";

// The shop's decision on a company and its terms.
export const PATCH = route(
  { access: "admin", params: companyParamsSchema, body: companyUpdateSchema },
  ({ actor, params, body }) => updateCompany(actor, params.id, body),
);
