import { route } from "@/lib/http/route";
import { pagedList } from "@/lib/http/table-answers";
import { taxExemptionsTablePage } from "@/domains/tax/server";
import { exemptionsTableQuerySchema } from "@/domains/tax";

// The shop admins' review table of exemption certificates, a page at a time.
export const GET = route(
  { access: "admin", query: exemptionsTableQuerySchema },
  async ({ actor, query }) => pagedList(await taxExemptionsTablePage(actor, query)),
);
