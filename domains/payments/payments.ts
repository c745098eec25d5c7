import "@/lib/validation/zod-config";
import { z } from "zod";
import { plainText } from "@/lib/validation/text";

/** The test provider's card form; the same rules on the screen and at the provider. */
export const testCardSchema = z.object({
  number: z
    .string({ message: "Card number is required" })
    .transform((value) => value.replace(/[\s-]/g, ""))
    .pipe(
      z
        .string()
        .min(1, "Card number is required")
        .regex(/^\d{12,19}$/, "Your card number is incomplete."),
    ),
  expiry: z
    .string({ message: "Expiry date is required" })
    .trim()
    .min(1, "Expiry date is required")
    .regex(/^(0[1-9]|1[0-2])\s*\/\s*(\d{2}|\d{4})$/, "Your card's expiration date is incomplete."),
  cvc: z
    .string({ message: "CVC is required" })
    .trim()
    .min(1, "CVC is required")
    .regex(/^\d{3,4}$/, "Your card's security code is incomplete."),
});
export type TestCardInput = z.input<typeof testCardSchema>;
/** The card as the provider takes it: the number in bare digits. */
export type TestCard = z.output<typeof testCardSchema>;

/** `POST /api/payment/test-provider/confirm`: what Stripe's confirmCardPayment would send. */
export const testConfirmSchema = z.object({
  clientSecret: z
    .string({ message: "clientSecret is required" })
    .regex(/^pi_test_[A-Za-z0-9]+_secret_[A-Za-z0-9]+$/, "clientSecret is invalid"),
  card: testCardSchema,
  billingDetails: z
    .object({ name: z.optional(plainText("Name", 200)), email: z.string().max(320).optional() })
    .optional(),
});

export type TestConfirmInput = z.output<typeof testConfirmSchema>;

/** Month and four-digit year from "MM/YY" or "MM/YYYY". */
export function parseExpiry(expiry: string): { expMonth: number; expYear: number } {
  const [month = "0", year = "0"] = expiry.split("/").map((part) => part.trim());
  return {
    expMonth: Number(month),
    expYear: year.length === 2 ? 2000 + Number(year) : Number(year),
  };
}
