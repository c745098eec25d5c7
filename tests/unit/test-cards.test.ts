import {
  declineReason,
  isExpired,
  passesLuhn,
  TEST_CARD_MESSAGES as MESSAGES,
} from "@/lib/payments/test-cards";

const now = new Date("2030-06-15T12:00:00Z");
const card = (number: string, expMonth = 12, expYear = 2034) => ({ number, expMonth, expYear });

describe("passesLuhn", () => {
  test.each([
    "4242424242424242",
    "4000000000000002",
    "4000000000009995",
    "5555555555554444",
    "378282246310005",
    "79927398713",
  ])("%s passes", (digits) => expect(passesLuhn(digits)).toBe(true));

  test.each(["4242424242424241", "4242424242424243", "79927398710", "1234567812345678"])(
    "%s fails",
    (digits) => expect(passesLuhn(digits)).toBe(false),
  );

  test("a single changed digit or swapped neighbours are caught", () => {
    expect(passesLuhn("4000000000000012")).toBe(false);
    expect(passesLuhn("2424242424242424")).toBe(false);
  });
});

describe("isExpired: a card is valid to the end of its expiry month (UTC)", () => {
  test("the current month is still valid, the month before is not", () => {
    expect(isExpired(6, 2030, now)).toBe(false);
    expect(isExpired(5, 2030, now)).toBe(true);
    expect(isExpired(7, 2030, now)).toBe(false);
  });

  test("the last millisecond of the month is valid; the next month's first is not", () => {
    expect(isExpired(6, 2030, new Date("2030-06-30T23:59:59.999Z"))).toBe(false);
    expect(isExpired(6, 2030, new Date("2030-07-01T00:00:00.000Z"))).toBe(true);
  });

  test("December runs to the end of the year", () => {
    expect(isExpired(12, 2030, new Date("2030-12-31T23:59:59.999Z"))).toBe(false);
    expect(isExpired(12, 2030, new Date("2031-01-01T00:00:00.000Z"))).toBe(true);
  });

  test("February of a leap year includes the 29th", () => {
    expect(isExpired(2, 2032, new Date("2032-02-29T12:00:00Z"))).toBe(false);
    expect(isExpired(2, 2032, new Date("2032-03-01T00:00:00Z"))).toBe(true);
  });

  test("an earlier year is expired whatever the month", () => {
    expect(isExpired(12, 2029, now)).toBe(true);
  });
});

describe("declineReason: Stripe's documented test numbers, and no other", () => {
  test.each([
    ["4242424242424242", null],
    ["4000000000000002", MESSAGES.declined],
    ["4000000000009995", MESSAGES.insufficientFunds],
    ["4000000000000069", MESSAGES.expired],
    ["4000000000000127", MESSAGES.incorrectCvc],
    ["4000000000000119", MESSAGES.processingError],
    ["4242424242424241", MESSAGES.incorrectNumber],
  ])("%s → %p", (number, reason) => {
    expect(declineReason(card(number), now)).toBe(reason);
  });

  test.each(["0000000000000000", "5555555555554444", "378282246310005", "79927398713"])(
    "%s passes the Luhn check but is not a test card: refused, never paid",
    (number) => {
      expect(declineReason(card(number), now)).toBe(MESSAGES.notATestCard);
      expect(declineReason(card(number, 1, 2020), now)).toBe(MESSAGES.notATestCard);
    },
  );

  test("an expiry in the past is 'Your card has expired.', even for 4242…", () => {
    expect(declineReason(card("4242424242424242", 5, 2030), now)).toBe(MESSAGES.expired);
    expect(declineReason(card("4242424242424242", 6, 2030), now)).toBeNull();
  });

  test("a number failing the Luhn check is refused before its expiry is looked at", () => {
    expect(declineReason(card("4242424242424241", 1, 2020), now)).toBe(MESSAGES.incorrectNumber);
  });

  test("an expired date wins over the number's own outcome", () => {
    expect(declineReason(card("4000000000000002", 1, 2020), now)).toBe(MESSAGES.expired);
  });

  test("the messages are Stripe's", () => {
    expect(MESSAGES).toMatchObject({
      declined: "Your card was declined.",
      insufficientFunds: "Your card has insufficient funds.",
      expired: "Your card has expired.",
    });
  });

  test("without a date it judges against the clock", () => {
    const nextYear = new Date().getUTCFullYear() + 1;
    expect(declineReason(card("4242424242424242", 1, nextYear))).toBeNull();
    expect(declineReason(card("4242424242424242", 1, 2020))).toBe(MESSAGES.expired);
  });
});
