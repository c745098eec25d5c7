import { route } from "@/lib/http/route";
import { accountTaxExemptions, putTaxExemption } from "@/domains/tax/server";
import { taxExemptionSchema } from "@/domains/tax";

// The caller's exemption certificates, or their company's.
export const GET = route({ access: "user" }, ({ actor }) => accountTaxExemptions(actor));

// A certificate for a state: a new one replaces that state's and waits for the shop's check.
export const PUT = route({ access: "user", body: taxExemptionSchema }, ({ actor, body }) =>
  putTaxExemption(actor, body),
);
