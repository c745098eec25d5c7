import type { DefaultSession } from "next-auth";

declare module "next-auth" {
  interface User {
    uid?: string;
  }
  interface Session {
    user: { uid: string } & DefaultSession["user"];
  }
}

declare module "@auth/core/jwt" {
  interface JWT {
    uid?: string;
  }
}
