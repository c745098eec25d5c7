import { route } from "@/lib/http/route";
import { accountCompany } from "@/domains/companies/server";

// The caller's company, their role and its credit; null outside any company.
export const GET = route({ access: "user" }, ({ actor }) => accountCompany(actor));
