import { route } from "@/lib/http/route";
import { listApprovals } from "@/domains/billing/server";
import { companyParamsSchema } from "@/domains/companies";

// The company's checkouts waiting for one of its admins to approve them.
export const GET = route({ access: "user", params: companyParamsSchema }, ({ actor, params }) =>
  listApprovals(actor, params.id),
);
