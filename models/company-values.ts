// The companies' enum values, apart from their tables so that a form may import them without
// loading drizzle into the browser.
export const COMPANY_STATUSES = ["pending", "approved", "rejected", "suspended"] as const;
export const COMPANY_TERMS = ["card", "net15", "net30", "net60"] as const;
export const COMPANY_ROLES = ["admin", "buyer"] as const;

export type CompanyStatus = (typeof COMPANY_STATUSES)[number];
export type CompanyTerms = (typeof COMPANY_TERMS)[number];
export type CompanyRole = (typeof COMPANY_ROLES)[number];
