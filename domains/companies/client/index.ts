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
  removeMember,
  updateCompany,
  updateMember,
} from "./companies";
export { accountPrices } from "./account-prices";
