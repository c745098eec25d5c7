import "@/lib/validation/zod-config";
import { z } from "zod";
import { usStateSchema } from "@/lib/geo/us-states";
import { idText, plainText } from "@/lib/validation/text";
import { dayText, oneOf, pagingFields, withPaging } from "@/lib/tables/table-query";
import { TAX_EXEMPTION_STATUSES } from "@/models/tax-values";
import { taxMessages as m } from "./tax-texts";

/** Today as YYYY-MM-DD (UTC, as the invoices' days are). */
export const utcDay = (at: Date = new Date()) => at.toISOString().slice(0, 10);

/** `PUT /api/account/tax-exemption` and the Tax exemption form. */
export const taxExemptionSchema = z.object({
  certificateNumber: z
    .string({ message: m.certificateRequired })
    .trim()
    .min(1, m.certificateRequired)
    .max(40, m.certificateTooLong)
    .regex(/^[A-Za-z0-9][A-Za-z0-9 ./-]*$/, m.certificateCharacters),
  state: usStateSchema,
  // A blank date field is "required", not "not a date".
  expiresOn: z
    .string({ message: m.expiresOnRequired })
    .min(1, m.expiresOnRequired)
    .pipe(dayText("Expiry date"))
    .refine((day) => day >= utcDay(), { message: m.expiresOnPast }),
});
export type TaxExemptionInput = z.output<typeof taxExemptionSchema>;

/** `PATCH /api/tax-exemptions/{id}`: the shop's decision; a rejection says why. */
export const exemptionDecisionSchema = z
  .strictObject({
    status: z.enum(["verified", "rejected"], { message: m.status }),
    reason: z.optional(plainText("Reason", 500, m.reasonRequired)),
  })
  .refine((decision) => decision.status !== "rejected" || Boolean(decision.reason), {
    message: m.reasonRequired,
    path: ["reason"],
  });
export type ExemptionDecision = z.output<typeof exemptionDecisionSchema>;

export const exemptionParamsSchema = z.object({ id: idText("Tax exemption id") });

const EXEMPTION_SORTS = ["createdAt", "expiresOn", "state", "status"] as const;

/** `GET /api/tax-exemptions`: the shop admins' review table, a page at a time. */
export const exemptionsTableQuerySchema = z
  .object({
    ...pagingFields,
    sort: oneOf("sort", EXEMPTION_SORTS).optional(),
    status: oneOf("status", TAX_EXEMPTION_STATUSES).optional(),
  })
  .transform((query) => withPaging<typeof query>(query));
export type ExemptionsTableQuery = z.output<typeof exemptionsTableQuerySchema>;
