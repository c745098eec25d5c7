import { z } from "zod";
import { poNumberSchema } from "@/domains/ordering";
import { CHECKOUT_PAYMENTS } from "@/models/invoice-values";

// The route's own PO rule; whether the company requires one is judged beside it, as the route does.
export const termsSchema = z.object({
  poNumber: poNumberSchema,
  payment: z.enum(CHECKOUT_PAYMENTS),
});
export type TermsFields = z.input<typeof termsSchema>;
export type TermsValues = z.output<typeof termsSchema>;
