import { route } from "@/lib/http/route";
import { accountPrices } from "@/domains/companies/server";
import { accountPricesQuerySchema } from "@/domains/companies";

// The caller's company prices of these parts (personal: private, no-store; never on a page).
export const GET = route(
  { access: "user", query: accountPricesQuerySchema, cache: "no-store" },
  ({ actor, query }) => accountPrices(actor, query.partIds),
);
