import "@/lib/validation/zod-config";
import { z } from "zod";
import { RETURN_REASONS, RETURN_STATUSES } from "@/models/return-values";
import { oneOf, tableFields, withPaging } from "@/lib/tables/table-query";
import { wholeQuantity } from "@/lib/validation/numbers";
import { idText, plainText } from "@/lib/validation/text";
import { returnMessages } from "./return-texts";

const NOTE_MAX = 1000;

/** `POST /api/returns`: the customer's request (the form sends the same). */
export const returnRequestSchema = z.object({
  orderId: idText("orderId"),
  quantity: wholeQuantity("quantity", "quantity is required"),
  reason: oneOf("reason", RETURN_REASONS),
  note: z.optional(plainText("note", NOTE_MAX)),
  vehicleId: z.optional(idText("vehicleId")),
});
export type ReturnRequestInput = z.output<typeof returnRequestSchema>;

/** `PATCH /api/returns/{id}`: a shop admin moves the return on; rejecting needs a reason. */
export const returnUpdateSchema = z
  .object({
    status: oneOf("status", ["approved", "received", "refunded", "rejected"]),
    reason: z.optional(plainText("reason", 300)),
  })
  .refine((body) => body.status !== "rejected" || body.reason !== undefined, {
    message: returnMessages.rejectionReasonRequired,
    path: ["reason"],
  });
export type ReturnUpdateInput = z.output<typeof returnUpdateSchema>;

/** `GET /api/returns`: the customer's list, or the shop admins' Returns table. */
export const returnsQuerySchema = z
  .object({
    ...tableFields,
    status: oneOf("status", RETURN_STATUSES).optional(),
    reason: oneOf("reason", RETURN_REASONS).optional(),
  })
  .transform((query) => withPaging<typeof query>(query));
export type ReturnsQuery = z.output<typeof returnsQuerySchema>;

export const returnParamsSchema = z.object({ id: idText("Return id") });
