// The tax domain's enum values, apart from their tables so that a form may import them without
// loading drizzle into the browser.
export const TAX_EXEMPTION_STATUSES = ["pending", "verified", "rejected"] as const;

export type TaxExemptionStatus = (typeof TAX_EXEMPTION_STATUSES)[number];
