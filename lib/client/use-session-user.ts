"use client";

import { createContext, use } from "react";
import type { SignedInUser } from "@/domains/accounts";

/**
 * Filled by the dashboard shell with the user the dashboard layout read on the server (role
 * included), so every dashboard screen knows who is signed in without asking again.
 */
export const SessionUserContext = createContext<SignedInUser | null>(null);

export function useSessionUser(): SignedInUser {
  const user = use(SessionUserContext);
  // Only the dashboard shell provides a user; anywhere else this is a programming error.
  if (!user) throw new Error("useSessionUser is only available inside the dashboard");
  return user;
}
