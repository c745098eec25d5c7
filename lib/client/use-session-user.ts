"use client";

import { createContext, use } from "react";

/** The signed-in identity the dashboard layout read on the server (spec section 3). */
export interface SessionUser {
  displayName: string;
  email: string;
  uid: string;
  photoURL: string | null;
}

/** Filled by the dashboard shell, so every dashboard screen knows who is signed in. */
export const SessionUserContext = createContext<SessionUser | null>(null);

export function useSessionUser(): SessionUser {
  const user = use(SessionUserContext);
  // Only the dashboard shell provides a user; anywhere else this is a programming error.
  if (!user) throw new Error("useSessionUser is only available inside the dashboard");
  return user;
}
