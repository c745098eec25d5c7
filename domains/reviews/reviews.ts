import "@/lib/validation/zod-config";
import { z } from "zod";
import { catalogMessages } from "@/domains/catalog";
import { REVIEW_MAX_LENGTH } from "@/lib/validation/limits";
import { idText } from "@/lib/validation/text";

// Control characters have no place in a review; line breaks do.
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/**
 * `POST /api/reviews` and the Add Review form: the text (stored as given, shown as text) and a
 * whole rating of 1 to 5. Author and date come from the session and the clock.
 */
export const newReviewSchema = z.object({
  reviewText: z
    .string({ message: catalogMessages.reviewInvalid })
    .refine((text) => text.trim().length > 0, catalogMessages.reviewInvalid)
    .refine(
      (text) => text.length <= REVIEW_MAX_LENGTH,
      `A review is at most ${REVIEW_MAX_LENGTH} characters`,
    )
    .refine(
      (text) => !CONTROL_CHARACTERS.test(text),
      "The review contains a character that is not allowed",
    ),
  rating: z
    .union([z.number(), z.string()], { message: catalogMessages.reviewInvalid })
    // A string counts only as plain decimal digits: "0x5", "5e0" or "+5" are not star counts.
    .transform((value) =>
      typeof value === "string" ? (/^\d{1,2}$/.test(value) ? Number(value) : NaN) : value,
    )
    .pipe(
      z
        .number({ message: catalogMessages.reviewInvalid })
        .int("The rating is a whole number of stars")
        .min(1, catalogMessages.reviewInvalid)
        .max(5, "The rating is at most 5 stars"),
    ),
});
export type NewReview = z.output<typeof newReviewSchema>;
export type NewReviewInput = z.input<typeof newReviewSchema>;

/** `DELETE /api/reviews/{id}`: the review an admin removes. */
export const reviewIdSchema = idText("Review id");
