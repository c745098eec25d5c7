/**
 * The test provider's card rules: Stripe's documented test numbers behave as they do in Stripe's
 * test mode, any other number that passes the Luhn check succeeds. Messages are Stripe's.
 */
export const TEST_CARD_MESSAGES = {
  declined: "Your card was declined.",
  insufficientFunds: "Your card has insufficient funds.",
  expired: "Your card has expired.",
  incorrectCvc: "Your card's security code is incorrect.",
  incorrectNumber: "Your card number is incorrect.",
  processingError: "An error occurred while processing your card. Try again in a little bit.",
} as const;

const OUTCOME_BY_NUMBER: Record<string, string> = {
  "4000000000000002": TEST_CARD_MESSAGES.declined,
  "4000000000009995": TEST_CARD_MESSAGES.insufficientFunds,
  "4000000000000069": TEST_CARD_MESSAGES.expired,
  "4000000000000127": TEST_CARD_MESSAGES.incorrectCvc,
  "4000000000000119": TEST_CARD_MESSAGES.processingError,
};

export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Whether an expiry month (1–12) and four-digit year are still valid at `now`. */
export function isExpired(month: number, year: number, now: Date): boolean {
  const endOfMonth = new Date(Date.UTC(year, month, 1));
  return endOfMonth.getTime() <= now.getTime();
}

/** null when the card pays; otherwise the decline message the provider answers. */
export function declineReason(
  card: { number: string; expMonth: number; expYear: number },
  now = new Date(),
): string | null {
  if (!passesLuhn(card.number)) return TEST_CARD_MESSAGES.incorrectNumber;
  if (isExpired(card.expMonth, card.expYear, now)) return TEST_CARD_MESSAGES.expired;
  return OUTCOME_BY_NUMBER[card.number] ?? null;
}
