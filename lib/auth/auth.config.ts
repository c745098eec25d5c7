import type { NextAuthConfig } from "next-auth";

const SESSION_SECONDS = 7 * 24 * 60 * 60;

/**
 * The part of the Auth.js configuration the proxy can use: no providers, no database. The
 * session is a JWT cookie (HttpOnly, SameSite=Lax; Secure when the shop is served over HTTPS)
 * that names the user's uid and the token version it was issued under (users.token_version:
 * sign-out, a new password or role raise it, and every earlier session ends); roles are read from
 * the database on every call.
 */
export const authConfig = {
  trustHost: true,
  session: { strategy: "jwt", maxAge: SESSION_SECONDS },
  useSecureCookies: process.env.SITE_URL?.startsWith("https://") ?? false,
  pages: { signIn: "/login", error: "/login" },
  providers: [],
  callbacks: {
    jwt({ token, user }) {
      if (user?.uid) {
        token.uid = user.uid;
        token.tokenVersion = user.tokenVersion ?? 0;
      }
      return token;
    },
    session({ session, token }) {
      if (token.uid) {
        session.user.uid = token.uid;
        session.user.tokenVersion = token.tokenVersion ?? 0;
      }
      return session;
    },
  },
} satisfies NextAuthConfig;
