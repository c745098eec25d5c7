"use client";

import { useState, useTransition } from "react";
import { usePathname, useRouter } from "next/navigation";
import { SIGNED_IN_PREFIXES } from "./nav-items";

const needsSession = (pathname: string) =>
  SIGNED_IN_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));

/**
 * The navigation's Sign Out. The user stays on the page, re-rendered signed out, unless it
 * needs a session. Its work (./sign-out) loads with the click: most visitors never sign out.
 */
export function SignOutButton({ name, onSignedOut }: { name: string; onSignedOut?: () => void }) {
  const router = useRouter();
  const pathname = usePathname();
  const [sending, setSending] = useState(false);
  const [refreshing, startRefresh] = useTransition();

  const signOutClicked = async () => {
    setSending(true);
    let signedOut = false;
    try {
      const { signOut } = await import("./sign-out");
      signedOut = await signOut(name);
    } finally {
      setSending(false);
    }
    if (!signedOut) return;
    onSignedOut?.();
    startRefresh(() => {
      if (needsSession(pathname)) router.replace("/");
      router.refresh();
    });
  };

  const busy = sending || refreshing;
  return (
    <button type="button" onClick={signOutClicked} disabled={busy} aria-busy={busy}>
      {busy ? <span className="loading loading-spinner loading-xs" aria-hidden="true" /> : null}
      Sign Out
    </button>
  );
}
