import { route } from "@/lib/http/route";
import { csvDownload, pagedList } from "@/lib/http/table-answers";
import {
  applyForCompany,
  companiesTablePage,
  exportCompaniesCsv,
} from "@/domains/companies/server";
import { companiesTableQuerySchema, companyApplicationSchema } from "@/domains/companies";

// A signed-in customer applies for a business account.
export const POST = route(
  { access: "user", body: companyApplicationSchema, status: 201 },
  ({ actor, body }) => applyForCompany(actor, body),
);

// The shop admins' Companies table: always one page, or its CSV.
export const GET = route(
  { access: "admin", query: companiesTableQuerySchema },
  async ({ actor, query }) => {
    if (query.csv) return csvDownload("companies.csv", exportCompaniesCsv(actor, query));
    return pagedList(await companiesTablePage(actor, query));
  },
);
