import "server-only";
import NextAuth, { CredentialsSignin } from "next-auth";
import Credentials from "next-auth/providers/credentials";
import Google from "next-auth/providers/google";
import { config } from "@/lib/config";
import { AppError } from "@/lib/errors";
import { upsertOAuthUser, verifyPasswordLogin } from "./identity";
import { beforeSignIn, countFailedSignIn } from "@/lib/security/login-limits";
import { clientIp } from "@/lib/security/rate-limit";
import { authConfig } from "./auth.config";
import { authLogger } from "./auth-log";
import { normalizeEmail } from "@/domains/accounts";

export class RateLimitedSignIn extends CredentialsSignin {
  code = "rate_limited";
}

async function authorizePassword(credentials: Partial<Record<string, unknown>>, request: Request) {
  const email = typeof credentials.email === "string" ? normalizeEmail(credentials.email) : "";
  const password = typeof credentials.password === "string" ? credentials.password : "";
  const ip = clientIp(request.headers);
  try {
    await beforeSignIn(ip, email);
    const actor = await verifyPasswordLogin({ email, password });
    if (!actor) await countFailedSignIn(ip, email);
    return actor
      ? {
          id: actor.id,
          uid: actor.uid,
          name: actor.name,
          email: actor.email,
          image: actor.photoUrl,
          tokenVersion: actor.tokenVersion,
        }
      : null;
  } catch (error) {
    if (error instanceof AppError && error.status === 429) throw new RateLimitedSignIn();
    throw error;
  }
}

export const { handlers, auth, signIn, signOut } = NextAuth(() => {
  const { google, authSecret } = config();
  return {
    ...authConfig,
    secret: authSecret(),
    logger: authLogger,
    providers: [
      Credentials({ credentials: { email: {}, password: {} }, authorize: authorizePassword }),
      ...(google
        ? [
            Google({
              clientId: google.clientId,
              clientSecret: google.clientSecret,
              ...(google.issuer ? { issuer: google.issuer } : {}),
            }),
          ]
        : []),
    ],
    callbacks: {
      ...authConfig.callbacks,
      async jwt({ token, user, account, profile }) {
        if (account?.provider === "google") {
          if (!profile?.email || profile.email_verified === false)
            throw new Error("Google did not confirm this email address");
          const actor = await upsertOAuthUser({
            email: profile.email,
            name: typeof profile.name === "string" ? profile.name : profile.email,
            photoUrl: typeof profile.picture === "string" ? profile.picture : null,
          });
          token.uid = actor.uid;
          token.tokenVersion = actor.tokenVersion;
          token.name = actor.name;
          token.picture = actor.photoUrl;
          return token;
        }
        return authConfig.callbacks.jwt({ token, user });
      },
    },
  };
});

export const googleSignInEnabled = () => config().google !== undefined;
