"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { useSWRConfig } from "swr";
import { logOut } from "@/domains/accounts/client";
import { clearAccessToken } from "@/lib/client/access-token";
import { TOAST_MS, accountMessages } from "@/domains/accounts";

/** The dashboard's Logout: end the session, forget the token and the cached data, go home. */
export function useLogout() {
  const router = useRouter();
  const { mutate } = useSWRConfig();
  const [pending, setPending] = useState(false);

  const logout = async () => {
    setPending(true);
    try {
      await logOut();
    } catch (error) {
      setPending(false);
      toast.error(error instanceof Error ? error.message : String(error));
      return;
    }
    clearAccessToken();
    // The next person in this tab must not see this user's cached profile or user list.
    await mutate(() => true, undefined, { revalidate: false });
    toast.success(accountMessages.signedOutDashboard, { duration: TOAST_MS.signOut });
    router.replace("/");
    router.refresh();
  };

  return { logout, pending };
}
