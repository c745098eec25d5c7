// The companies domain's model: business accounts, their members and invitations.
export {
  type CompanyApplication,
  companyApplicationSchema,
  companyParamsSchema,
  type CompanyUpdate,
  companyUpdateSchema,
  type MemberInvite,
  memberInviteSchema,
  memberParamsSchema,
  type MemberUpdate,
  memberUpdateSchema,
} from "./companies";
export { type CompaniesTableQuery, companiesTableQuerySchema } from "./companies-table-query";
export {
  type AccountCompanyJson,
  type CompanyJson,
  type MemberAddedJson,
  type MemberJson,
} from "./company-json";
export { companyLabels, companyMessages } from "./company-texts";
