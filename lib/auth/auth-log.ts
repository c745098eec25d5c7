import "server-only";
import type { NextAuthConfig } from "next-auth";
import { logger } from "@/lib/log";

/**
 * Auth.js's messages, through the shop's structured log. A refused sign-in (wrong password,
 * unknown email, rate limit) is routine: one line with its code, never the stack trace Auth.js
 * would print for it. Anything else is logged as the error it is.
 */
export const authLogger: NonNullable<NextAuthConfig["logger"]> = {
  error(error) {
    const { type, code } = error as Error & { type?: string; code?: string };
    if (type === "CredentialsSignin") {
      logger.info({ auth: type, code }, "Sign-in refused");
      return;
    }
    logger.error({ err: error, auth: type }, "Auth.js error");
  },
  warn(code) {
    logger.warn({ auth: code }, "Auth.js warning");
  },
  debug() {
    // Auth.js's debug output is off (its `debug` option is not set).
  },
};
