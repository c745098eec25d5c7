/**
 * Formatting of the test card form as the customer types. The rules are the shared schema's
 * (lib/validation/payments.ts); the provider decides the rest (declined, expired, funds).
 */

const digitsOf = (value: string) => value.replace(/\D/g, "");

/** "4242424242424242" → "4242 4242 4242 4242" (at most 19 digits). */
export const formatCardNumber = (value: string) =>
  digitsOf(value)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, "$1 ");

/** "1234" → "12/34"; the slash appears once the month is complete. */
export function formatExpiry(value: string): string {
  const digits = digitsOf(value).slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

export const formatCvc = (value: string) => digitsOf(value).slice(0, 4);
