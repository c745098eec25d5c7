import { US_STATES, type UsState } from "@/lib/geo/us-states";

const MAX_RATE = 20;

/** Every text the tax calls answer and mail, in one place. */
export const taxMessages = {
  rate: (state: UsState) =>
    `${state}: the rate must be a percentage from 0 to less than ${MAX_RATE}, with at most 3 decimals`,
  shippingTaxable: (state: UsState) => `${state}: shippingTaxable must be true or false`,
  rateRepeated: (state: UsState) => `${state} is listed more than once: list each state once`,
  ratesMissing: (states: UsState[]) =>
    `Every state needs its rate: ${states.join(", ")} ${states.length === 1 ? "is" : "are"} missing`,
  ratesList: "The rates must be a list of { state, rate, shippingTaxable }, one per state",
  certificateRequired: "Certificate number is required",
  certificateTooLong: "Certificate number is too long",
  certificateCharacters: "Certificate number may hold letters, digits, spaces and - / . only",
  expiresOnRequired: "Expiry date is required, as YYYY-MM-DD",
  expiresOnPast: "The certificate has expired: give its expiry date, today or later",
  status: "status must be verified or rejected",
  reasonRequired: "Say why the certificate is rejected",
  exemptionNotFound: "Tax exemption not found",
  onlyCompanyAdmins: "Only your company's admins may send its exemption certificates.",
  providerUnavailable:
    "The sales tax could not be worked out just now, so nothing was charged. Please try again in a minute.",
  reportReversed: "to must be the same day as from or later",
  reportTooLong: (days: number) => `to must be at most ${days} days after from, counting both days`,
  expiredNotVerified: (day: string) =>
    `This certificate expired on ${day}: it cannot be verified. Ask the holder for a new one.`,
  decidedSubject: (state: UsState, verified: boolean) =>
    `Your ${US_STATES[state]} tax exemption certificate was ${verified ? "verified" : "rejected"}`,
  verifiedMail: (certificate: string, state: UsState, expiresOn: string) =>
    `Your exemption certificate ${certificate} for ${US_STATES[state]} is verified: orders shipped to ${state} are exempt from sales tax until ${expiresOn}.`,
  rejectedMail: (certificate: string, state: UsState, reason: string) =>
    `Your exemption certificate ${certificate} for ${US_STATES[state]} was rejected: ${reason}\nYou can send a corrected certificate from your dashboard's Tax exemption page.`,
} as const;

export { MAX_RATE };
