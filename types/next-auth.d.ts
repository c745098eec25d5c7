import type { DefaultSession } from "next-auth";

declare module "next-auth" {
  interface User {
    uid?: string;
    tokenVersion?: number;
  }
  interface Session {
    user: { uid: string; tokenVersion?: number } & DefaultSession["user"];
  }
}

declare module "@auth/core/jwt" {
  interface JWT {
    uid?: string;
    tokenVersion?: number;
  }
}
