import "server-only";
import { RateLimiterRes } from "rate-limiter-flexible";
import { config } from "@/lib/config";
import { assertNotLimited, countAttempt, windowCounter } from "./rate-limit";

/**
 * Failed sign-ins are counted per client address and per email, differently, because anyone can
 * type anyone's email. A client address that has used up its failures (AUTH_RATE_LIMIT in 15
 * minutes, whatever the emails, so also for any one email) is refused with 429. An email is never
 * locked: once it has more failures than that, from any addresses, every sign-in to it waits
 * first, twice as long for each further failure (0.25 s, 0.5 s, 1 s … at most 8 s). Guessing is
 * slowed down, and the owner still signs in with the right password.
 */
const FIRST_DELAY_MS = 250;
const MAX_DELAY_MS = 8_000;

// Only counted and read, never refused: far more points than any window can use.
const emailFailures = () => windowCounter("login-email", Number.MAX_SAFE_INTEGER);
const emailKey = (email: string) => `email:${email}`;

/** How long a sign-in to an email waits after this many failures for it in the window. */
export function signInDelayMs(failures: number): number {
  const beyond = failures - config().authAttemptsPerWindow;
  return beyond <= 0 ? 0 : Math.min(FIRST_DELAY_MS * 2 ** (beyond - 1), MAX_DELAY_MS);
}

/** Before a password is checked: 429 for a client out of attempts, then the email's delay. */
export async function beforeSignIn(ip: string, email: string): Promise<void> {
  await assertNotLimited("login", ip);
  const failures = (await emailFailures().get(emailKey(email)))?.consumedPoints ?? 0;
  const delay = signInDelayMs(failures);
  if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
}

/** A wrong password or unknown email: counts against the client (429 once used up) and email. */
export async function countFailedSignIn(ip: string, email: string): Promise<void> {
  await countAttempt("login", ip);
  try {
    await emailFailures().consume(emailKey(email));
  } catch (error) {
    if (!(error instanceof RateLimiterRes)) throw error;
  }
}
