import "@/lib/validation/zod-config";
import { z } from "zod";
import { COMPANY_ROLES, COMPANY_TERMS } from "@/models/company-values";
import { emailAddress } from "@/lib/validation/email";
import { dollarsToCents, percentToBasisPoints } from "@/lib/validation/numbers";
import { idText, plainText } from "@/lib/validation/text";
import { companyMessages as m } from "./company-texts";

const phone = z
  .string({ message: m.phoneRequired })
  .trim()
  .min(1, m.phoneRequired)
  .max(30, "Phone number is too long")
  .regex(/^\+?[\d\s().-]+$/, m.phoneNotNumber)
  .regex(/\d/, m.phoneNotNumber);

/** A blank tax id is no tax id. */
const taxId = z
  .string({ message: "Tax id must be text" })
  .trim()
  .max(40, "Tax id is too long")
  .regex(/^[\p{L}\p{N}\s./-]*$/u, "Tax id may hold letters, digits, spaces and . / - only")
  .transform((text) => text || null)
  .nullish();

/** `POST /api/companies` and the Business account page's apply form. */
export const companyApplicationSchema = z.object({
  name: plainText("Company name", 120, m.nameRequired),
  taxId,
  phone,
  address: plainText("Address", 500, m.addressRequired),
});
export type CompanyApplication = z.output<typeof companyApplicationSchema>;

const atLeastOne = (value: object) => Object.values(value).some((field) => field !== undefined);

/** `PATCH /api/companies/{id}`: the shop's decision and the company's terms. */
export const companyUpdateSchema = z
  .strictObject({
    status: z.enum(["approved", "rejected", "suspended"], { message: m.status }).optional(),
    terms: z.enum(COMPANY_TERMS, { message: m.terms }).optional(),
    creditLimit: dollarsToCents("Credit limit", m.creditLimitRequired, {
      allowZero: true,
    }).optional(),
    poRequired: z.boolean({ message: m.poRequiredBoolean }).optional(),
    discountPercent: percentToBasisPoints("Discount", m.discountRequired).optional(),
  })
  .refine(atLeastOne, { message: m.nothingToChange });
export type CompanyUpdate = z.output<typeof companyUpdateSchema>;

const role = z.enum(COMPANY_ROLES, { message: m.role });
/** Dollars, or null for no limit. */
const spendingLimit = dollarsToCents("Spending limit", m.spendingLimitRequired, {
  allowZero: true,
}).nullable();

/** `POST /api/companies/{id}/members` and the invite form. */
export const memberInviteSchema = z.object({
  email: emailAddress({ required: m.emailRequired, invalid: m.emailInvalid }),
  role,
  spendingLimit: spendingLimit.default(null),
});
export type MemberInvite = z.output<typeof memberInviteSchema>;

/** `PATCH /api/companies/{id}/members/{userId}`. */
export const memberUpdateSchema = z
  .strictObject({ role: role.optional(), spendingLimit: spendingLimit.optional() })
  .refine(atLeastOne, { message: m.nothingToChange });
export type MemberUpdate = z.output<typeof memberUpdateSchema>;

export const companyParamsSchema = z.object({ id: idText("Company id") });
export const memberParamsSchema = z.object({
  id: idText("Company id"),
  userId: idText("User id"),
});
