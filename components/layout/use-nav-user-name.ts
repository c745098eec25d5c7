"use client";

import { useEffect, useState } from "react";
import { usePathname } from "next/navigation";
import { forgetSession, SESSION_CHANGED_EVENT, sessionUserName } from "@/lib/client/session";

/**
 * The signed-in user's name for the navigation bar, or null for a guest. Asked after load (the
 * cached page is the same for everyone) and again on every navigation, since signing in moves on.
 */
export function useNavUserName(): string | null {
  const pathname = usePathname();
  const [name, setName] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    const forget = () => {
      forgetSession();
      setName(null);
    };
    sessionUserName(pathname).then((found) => current && setName(found));
    window.addEventListener(SESSION_CHANGED_EVENT, forget);
    return () => {
      current = false;
      window.removeEventListener(SESSION_CHANGED_EVENT, forget);
    };
  }, [pathname]);
  return name;
}
