// The companies domain's model: business accounts, their members and invitations.
export {
  companyApplicationSchema,
  companyParamsSchema,
  companyUpdateSchema,
  memberInviteSchema,
  memberParamsSchema,
  memberUpdateSchema,
} from "./companies";
export { companiesTableQuerySchema } from "./companies-table-query";
export { type CompanyJson, type MemberAddedJson, type MemberJson } from "./company-json";
export { companyMessages } from "./company-texts";
export { companyScreenTexts } from "./company-screen-texts";
export { priceListScreenTexts } from "./price-list-screen-texts";
export { accountPricesQuerySchema, type PriceListIssue } from "./company-prices";
export {
  ACCOUNT_PRICES_MAX_IDS,
  PRICE_LIST_MAX_BYTES,
  priceListMessages,
} from "./company-price-texts";
