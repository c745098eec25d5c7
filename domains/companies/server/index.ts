// The companies domain's server code: applying, the shop's decisions and the Companies table,
// members and invitations, the caller's own company and the credit it has used, and company
// prices (the price list, the buyer's prices and their SQL, the personal prices call). It stands
// on no other domain: ordering, billing and the catalog build on it.
export { applyForCompany } from "./apply";
export { updateCompany } from "./update-company";
export { companiesTablePage } from "./companies-table";
export { exportCompaniesCsv } from "./companies-export";
export { listMembers, removeMember, updateMember } from "./members";
export { addMember } from "./add-member";
export { joinByInvitation, mailCompanyInvitation } from "./invitations";
export { accountCompany } from "./account-company";
export { creditUsedCents } from "./company-credit";
export { manageableCompany } from "./company-access";
export { replacePriceList, priceList } from "./price-list";
export { accountPrices } from "./account-prices";
export { asBuyerPays, buyerUnitPriceSql } from "./buyer-prices";
export { buysAtCompanyPrices } from "./company-prices-flag";
