"use client";

import { useState, useTransition } from "react";
import { usePathname, useRouter } from "next/navigation";
import { toast } from "@/components/ui/toast";
import { apiFetch } from "@/lib/client/api";
import { clearAccessToken } from "@/lib/client/access-token";
import { accountMessages, TOAST_MS } from "@/lib/validation/spec-texts";
import { errorText } from "@/components/auth/error-text";
import { SIGNED_IN_PREFIXES } from "./nav-items";
import { SESSION_CHANGED_EVENT } from "./use-nav-user-name";

const needsSession = (pathname: string) =>
  SIGNED_IN_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));

/**
 * The navigation's Sign Out: ends the session, forgets the API token and thanks the user (spec
 * section 4). The user stays on the page, re-rendered signed out, unless it needs a session.
 */
export function SignOutButton({ name, onSignedOut }: { name: string; onSignedOut?: () => void }) {
  const router = useRouter();
  const pathname = usePathname();
  const [sending, setSending] = useState(false);
  const [refreshing, startRefresh] = useTransition();

  const signOut = async () => {
    setSending(true);
    try {
      await apiFetch("/api/account/logout", { method: "POST" });
    } catch (error) {
      toast.error(errorText(error));
      setSending(false);
      return;
    }
    clearAccessToken();
    window.dispatchEvent(new Event(SESSION_CHANGED_EVENT));
    toast(accountMessages.signedOutNav(name), { duration: TOAST_MS.signOut });
    onSignedOut?.();
    startRefresh(() => {
      if (needsSession(pathname)) router.replace("/");
      router.refresh();
    });
  };

  const busy = sending || refreshing;
  return (
    <button type="button" onClick={signOut} disabled={busy} aria-busy={busy}>
      {busy ? <span className="loading loading-spinner loading-xs" aria-hidden="true" /> : null}
      Sign Out
    </button>
  );
}
