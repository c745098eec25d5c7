"use client";

import { useEffect, useState } from "react";
import { usePathname } from "next/navigation";

/** Fired after signing out, so every navigation bar on the page forgets the user at once. */
export const SESSION_CHANGED_EVENT = "redline:session-changed";

// Both bars (top and drawer) ask once per page: they share the answer for the same path.
let lookup: { path: string; name: Promise<string | null> } | null = null;

function fetchUserName(path: string): Promise<string | null> {
  if (lookup?.path !== path) {
    const name = fetch("/api/account/session", { cache: "no-store" })
      .then((response) => (response.ok ? response.json() : { user: null }))
      .then((body: { user: { name: string } | null }) => body.user?.name ?? null)
      .catch(() => null);
    lookup = { path, name };
  }
  return lookup.name;
}

/**
 * The signed-in user's name for the navigation bar, or null for a guest. Asked after load (the
 * cached page is the same for everyone) and again on every navigation, since signing in moves on.
 */
export function useNavUserName(): string | null {
  const pathname = usePathname();
  const [name, setName] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    const refresh = () => {
      fetchUserName(pathname).then((found) => current && setName(found));
    };
    const forget = () => {
      lookup = null;
      setName(null);
    };
    refresh();
    window.addEventListener(SESSION_CHANGED_EVENT, forget);
    return () => {
      current = false;
      window.removeEventListener(SESSION_CHANGED_EVENT, forget);
    };
  }, [pathname]);
  return name;
}
