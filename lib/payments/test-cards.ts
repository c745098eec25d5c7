/**
 * The test provider's card rules: it accepts only Stripe's documented test numbers (the README's
 * table), which behave as in Stripe's test mode. Any other number is refused, so a real card
 * typed into a test-mode shop can never look paid. Messages are Stripe's, except notATestCard.
 */
export const TEST_CARD_MESSAGES = {
  declined: "Your card was declined.",
  insufficientFunds: "Your card has insufficient funds.",
  expired: "Your card has expired.",
  incorrectCvc: "Your card's security code is incorrect.",
  incorrectNumber: "Your card number is incorrect.",
  processingError: "An error occurred while processing your card. Try again in a little bit.",
  notATestCard:
    "This shop is in test mode and accepts only its test cards (pay with 4242 4242 4242 4242). No real card can be charged.",
} as const;

/** Each test number and its outcome: null pays, a message declines. */
const OUTCOME_BY_NUMBER = new Map<string, string | null>([
  ["4242424242424242", null],
  ["4000000000000002", TEST_CARD_MESSAGES.declined],
  ["4000000000009995", TEST_CARD_MESSAGES.insufficientFunds],
  ["4000000000000069", TEST_CARD_MESSAGES.expired],
  ["4000000000000127", TEST_CARD_MESSAGES.incorrectCvc],
  ["4000000000000119", TEST_CARD_MESSAGES.processingError],
]);

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
  const outcome = OUTCOME_BY_NUMBER.get(card.number);
  if (outcome === undefined) return TEST_CARD_MESSAGES.notATestCard;
  if (isExpired(card.expMonth, card.expYear, now)) return TEST_CARD_MESSAGES.expired;
  return outcome;
}
