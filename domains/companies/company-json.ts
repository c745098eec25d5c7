import type { companies, companyMembers, users } from "@/models";
import type { CompanyRole, CompanyStatus, CompanyTerms } from "@/models/company-values";
import { centsToDollars } from "@/lib/money";

type CompanyRow = typeof companies.$inferSelect;
type MemberRow = typeof companyMembers.$inferSelect;

/** A company as the shop's admins see it (the Companies table, its CSV, PATCH's answer). */
export interface CompanyJson {
  _id: string;
  name: string;
  taxId: string | null;
  phone: string;
  address: string;
  status: CompanyStatus;
  terms: CompanyTerms;
  creditLimit: number;
  poRequired: boolean;
  discountPercent: number;
  createdAt: string;
}

export const toCompanyJson = (row: CompanyRow): CompanyJson => ({
  _id: row.id,
  name: row.name,
  taxId: row.taxId,
  phone: row.phone,
  address: row.address,
  status: row.status,
  terms: row.terms,
  creditLimit: centsToDollars(row.creditLimitCents),
  poRequired: row.poRequired,
  discountPercent: row.discountBasisPoints / 100,
  createdAt: row.createdAt.toISOString(),
});

/** One member of a company: the user, their role and what they may spend unapproved. */
export interface MemberJson {
  userId: string;
  email: string;
  name: string;
  role: CompanyRole;
  spendingLimit: number | null;
  joinedAt: string;
}

export const toMemberJson = (
  member: MemberRow,
  user: Pick<typeof users.$inferSelect, "email" | "name">,
): MemberJson => ({
  userId: member.userId,
  email: user.email,
  name: user.name,
  role: member.role,
  spendingLimit:
    member.spendingLimitCents === null ? null : centsToDollars(member.spendingLimitCents),
  joinedAt: member.createdAt.toISOString(),
});

/** `GET /api/account/company`: the caller's company, their place in it and its credit. */
export interface AccountCompanyJson {
  _id: string;
  name: string;
  status: CompanyStatus;
  role: CompanyRole;
  spendingLimit: number | null;
  terms: CompanyTerms;
  creditLimit: number;
  creditUsed: number;
  creditAvailable: number;
  poRequired: boolean;
  discountPercent: number;
}

export const toAccountCompanyJson = (
  company: CompanyRow,
  member: MemberRow,
  creditUsedCents: number,
): AccountCompanyJson => ({
  _id: company.id,
  name: company.name,
  status: company.status,
  role: member.role,
  spendingLimit:
    member.spendingLimitCents === null ? null : centsToDollars(member.spendingLimitCents),
  terms: company.terms,
  creditLimit: centsToDollars(company.creditLimitCents),
  creditUsed: centsToDollars(creditUsedCents),
  creditAvailable: centsToDollars(Math.max(0, company.creditLimitCents - creditUsedCents)),
  poRequired: company.poRequired,
  discountPercent: company.discountBasisPoints / 100,
});

/** What POST /members answers: the member who joined, or the invitation mailed. */
export type MemberAddedJson =
  | { status: "joined"; member: MemberJson }
  | {
      status: "invited";
      invitation: {
        email: string;
        role: CompanyRole;
        spendingLimit: number | null;
        expiresAt: string;
      };
    };
