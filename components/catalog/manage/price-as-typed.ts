import { z } from "zod";
import { newPartFields } from "@/domains/catalog/parts";

/** The shared price rule: it checks what was typed and answers cents, the database's unit. */
const sharedPriceRule = newPartFields.shape.price;

/**
 * The dollars the admin typed, as a number. Only for a value the shared rule accepted: a plain
 * decimal with at most two places (no sign, exponent or letters), which `Number` reads as typed.
 */
export const typedDollars = (value: string | number): number =>
  typeof value === "number" ? value : Number(value.trim());

/**
 * A price field for the admin forms: the shared rule's checks and messages, with the dollars the
 * admin typed as its value. The API takes dollars and converts them to cents once, on the server;
 * the form has no use for cents, so it does not convert there and back.
 */
export const priceAsTyped = z.unknown().transform((value, context) => {
  const checked = sharedPriceRule.safeParse(value);
  if (checked.success) return typedDollars(value as string | number);
  for (const { message } of checked.error.issues) context.addIssue({ code: "custom", message });
  return z.NEVER;
});
