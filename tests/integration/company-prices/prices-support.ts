// What the company-prices tests share: the price list and personal calls as a browser makes
// them, and an approved company whose buyer has a price list and a discount.
import { eq } from "drizzle-orm";
import { GET as readRoute, PUT as uploadRoute } from "@/app/api/companies/[id]/prices/route";
import { GET as accountPricesRoute } from "@/app/api/account/prices/route";
import { getDb } from "@/lib/db";
import { companies, companyPrices } from "@/models";
import { callRoute } from "../../helpers/call-route";
import { aCompany, aShopAdmin, updateCompany, type Headers } from "../companies/companies-support";

export { aCompany, aCustomer, aShopAdmin, guest } from "../companies/companies-support";

const csv = (headers: Headers) => ({ "content-type": "text/csv", ...headers });

/** PUT /api/companies/{id}/prices with this CSV text. */
export const uploadPrices = (headers: Headers, id: string, text: string, type = "text/csv") =>
  callRoute(uploadRoute, `/api/companies/${id}/prices`, {
    method: "PUT",
    headers: { ...csv(headers), "content-type": type },
    body: text,
    params: { id },
  });

/** GET /api/companies/{id}/prices */
export const readPrices = (headers: Headers, id: string) =>
  callRoute(readRoute, `/api/companies/${id}/prices`, { headers, params: { id } });

/** GET /api/account/prices?partIds=… */
export const accountPrices = (headers: Headers, partIds: string) =>
  callRoute(accountPricesRoute, `/api/account/prices?partIds=${encodeURIComponent(partIds)}`, {
    headers,
  });

/** The company's price list as stored, by part: what a refused upload must leave. */
export async function storedPrices(companyId: string) {
  return (await getDb())
    .select({ partId: companyPrices.partId, priceCents: companyPrices.priceCents })
    .from(companyPrices)
    .where(eq(companyPrices.companyId, companyId))
    .orderBy(companyPrices.partId);
}

/**
 * A company approved by a shop admin with this discount (percent), and a price list of these
 * lines (`partNumber,price`) when given; its admin and buyer, and the shop admin.
 */
export async function approvedCompany({
  discountPercent = 0,
  lines = [] as string[],
  name = "Priced Fleet",
} = {}) {
  const company = await aCompany(name);
  const shopAdmin = await aShopAdmin();
  const approved = await updateCompany(shopAdmin.headers, company.id, {
    status: "approved",
    discountPercent,
  });
  if (approved.status !== 200) throw new Error(`approving: ${JSON.stringify(approved.body)}`);
  if (lines.length > 0) {
    const uploaded = await uploadPrices(
      shopAdmin.headers,
      company.id,
      ["partNumber,price", ...lines].join("\n"),
    );
    if (uploaded.status !== 200) throw new Error(`uploading: ${JSON.stringify(uploaded.body)}`);
  }
  return { ...company, shopAdmin };
}

/** Sets a company's status straight in the table (pending, suspended …). */
export async function setStatus(
  id: string,
  status: (typeof companies.$inferSelect)["status"],
): Promise<void> {
  await (await getDb()).update(companies).set({ status }).where(eq(companies.id, id));
}
