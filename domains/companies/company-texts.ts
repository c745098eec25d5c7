import { COMPANY_ROLES, COMPANY_STATUSES, COMPANY_TERMS } from "@/models/company-values";

/** Every text the business accounts show or answer, in one place. */
export const companyMessages = {
  nameRequired: "Company name is required",
  phoneRequired: "Phone number is required",
  phoneNotNumber: "Provide a valid phone number",
  addressRequired: "Address is required",
  emailRequired: "Email is required",
  emailInvalid: "Provide a valid email",
  creditLimitRequired: "Credit limit is required",
  spendingLimitRequired: "Spending limit must be an amount or null",
  discountRequired: "Discount is required",
  poRequiredBoolean: "poRequired must be true or false",
  nothingToChange: "Nothing to change: give at least one field",
  status: `status must be one of ${COMPANY_STATUSES.filter((s) => s !== "pending").join(", ")}`,
  terms: `terms must be one of ${COMPANY_TERMS.join(", ")}`,
  role: `role must be one of ${COMPANY_ROLES.join(", ")}`,
  companyNotFound: "Company not found",
  memberNotFound: "Member not found",
  alreadyInACompany: "You already belong to a company; a user belongs to at most one company.",
  userInACompany: (email: string) =>
    `${email} already belongs to a company; a user belongs to at most one company.`,
  onlyCompanyAdmins: "Only the company's admins may do that.",
  lastAdmin: "A company must keep at least one admin: make another member an admin first.",
  invitationInvalid: "This invitation link is not valid. Ask your company's admin for a new one.",
  invitationExpired: "This invitation has expired. Ask your company's admin for a new one.",
  invitationOtherEmail: (email: string) =>
    `This invitation is for ${email}: sign up with that address.`,
  invitationSubject: (company: string) => `You're invited to buy for ${company} on Redline Parts`,
} as const;
