import { route } from "@/lib/http/route";
import { replaceTaxRates, taxRatesTable } from "@/domains/tax/server";
import { taxRatesSchema } from "@/domains/tax";

// Every state's sales tax rate and whether shipping is taxed there (shop admins).
export const GET = route({ access: "admin" }, ({ actor }) => taxRatesTable(actor));

// The whole table at once, each of the 51 states once.
export const PUT = route({ access: "admin", body: taxRatesSchema }, ({ actor, body }) =>
  replaceTaxRates(actor, body),
);
