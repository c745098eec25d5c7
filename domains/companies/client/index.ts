export {
  ACCOUNT_COMPANY_PATH,
  type AccountCompany,
  addMember,
  applyForCompany,
  COMPANIES_TABLE_PATH,
  type CompaniesTableRow,
  type CompanyMember,
  type CompanyMembers,
  membersPath,
  priceListPath,
  removeMember,
  updateCompany,
  updateMember,
  uploadPriceList,
} from "./companies";
export { accountPrices } from "./account-prices";
