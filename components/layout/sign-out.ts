"use client";

import { toast } from "@/components/ui/toast";
import { logOut } from "@/domains/accounts/client";
import { clearAccessToken } from "@/lib/client/access-token";
import { accountMessages, TOAST_MS } from "@/domains/accounts";
import { errorText } from "@/components/accounts/auth/error-text";
import { SESSION_CHANGED_EVENT } from "@/lib/client/session";

/**
 * Ends the session, forgets the API token and thanks the user (spec section 4); false (with an
 * error toast) when the server could not be reached. Loaded with the first click on Sign Out.
 */
export async function signOut(name: string): Promise<boolean> {
  try {
    await logOut();
  } catch (error) {
    toast.error(errorText(error));
    return false;
  }
  clearAccessToken();
  window.dispatchEvent(new Event(SESSION_CHANGED_EVENT));
  toast(accountMessages.signedOutNav(name), { duration: TOAST_MS.signOut });
  return true;
}
