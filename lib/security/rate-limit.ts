import "server-only";
import Redis from "ioredis";
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from "rate-limiter-flexible";
import { config } from "@/lib/config";
import { AppError } from "@/lib/errors";
import { CLIENT_ADDRESS_HEADER } from "./client-address";

const WINDOW_SECONDS = 15 * 60;
export const TOO_MANY_ATTEMPTS = "Too many attempts. Please wait 15 minutes and try again.";

// "newPassword": setting a password with a reset link, which costs an argon2 hash when it works.
// "shippingQuote": the public shipping quote, which reads parts and rates for anyone.
// "vinLookup": the public VIN lookup and garage adds, which decode a VIN each.
// "fleetImport": a fleet file into a garage, which may decode a fleet garage's worth of VINs.
export type LimitedAction =
  "login" | "signup" | "reset" | "newPassword" | "shippingQuote" | "vinLookup" | "fleetImport";

const PUBLIC_BUDGETS: Partial<Record<LimitedAction, () => number>> = {
  shippingQuote: () => config().shippingQuotesPerWindow,
  vinLookup: () => config().vinLookupsPerWindow,
  fleetImport: () => config().fleetImportsPerWindow,
};

const holder = globalThis as typeof globalThis & {
  __redlineLimiters?: Map<string, RateLimiterAbstract>;
};

/** A counter of attempts per key over the 15-minute window, shared through Redis when set. */
export function windowCounter(name: string, points: number): RateLimiterAbstract {
  holder.__redlineLimiters ??= new Map();
  let existing: RateLimiterAbstract | undefined = holder.__redlineLimiters.get(name);
  if (!existing) {
    const { redisUrl } = config();
    const options = { keyPrefix: `redline-${name}`, points, duration: WINDOW_SECONDS };
    existing = redisUrl
      ? new RateLimiterRedis({
          ...options,
          // Commands wait for the first connection; a Redis that stays down fails fast.
          storeClient: new Redis(redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 1000 }),
          // While Redis is unreachable, count in memory rather than fail the sign-in.
          insuranceLimiter: new RateLimiterMemory(options),
        })
      : new RateLimiterMemory(options);
    holder.__redlineLimiters.set(name, existing);
  }
  return existing;
}

const limiter = (action: LimitedAction) =>
  windowCounter(action, (PUBLIC_BUDGETS[action] ?? (() => config().authAttemptsPerWindow))());

const keys = (ip: string, email: string | undefined) => [
  `ip:${ip}`,
  ...(email ? [`email:${email.toLowerCase()}`] : []),
];

/** Throws a 429 when this IP or this email has used up its attempts for the action. */
export async function assertNotLimited(
  action: LimitedAction,
  ip: string,
  email?: string,
): Promise<void> {
  for (const key of keys(ip, email)) {
    const state = await limiter(action).get(key);
    if (state && state.remainingPoints <= 0) throw new AppError(429, TOO_MANY_ATTEMPTS);
  }
}

/** Counts one attempt against this IP and this email; throws a 429 once either is used up. */
export async function countAttempt(
  action: LimitedAction,
  ip: string,
  email?: string,
): Promise<void> {
  for (const key of keys(ip, email)) {
    try {
      await limiter(action).consume(key);
    } catch (error) {
      if (error instanceof RateLimiterRes) throw new AppError(429, TOO_MANY_ATTEMPTS);
      throw error;
    }
  }
}

/**
 * The caller's address as the request hook (lib/http/request-log.ts) resolved it from the socket
 * and the declared trusted proxies. X-Forwarded-For itself is never read here: anyone can send it.
 */
export function clientIp(headers: Headers): string {
  return headers.get(CLIENT_ADDRESS_HEADER) || "unknown";
}
