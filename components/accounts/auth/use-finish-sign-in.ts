"use client";

import { useTransition } from "react";
import { useRouter } from "next/navigation";
import { toast } from "@/components/ui/toast";
import { fetchAndStoreAccessToken } from "@/lib/client/access-token";
import { GUEST_GARAGE_OVERFLOW, mergeGuestGarage } from "@/domains/fitment/client";
import { mergeGuestCart } from "@/domains/ordering/client";
import { TOAST_MS } from "@/domains/accounts";
import type { SignedInUser } from "@/domains/accounts";

/**
 * What follows every sign-in (spec section 4): register the user with the backend and keep the
 * returned token, move the vehicles and cart lines saved as a guest into the account, greet them, and
 * only then move on. The refresh re-renders the server-drawn
 * navigation, which still shows "Login" otherwise. `leaving` stays true until the next page is
 * in, so the form cannot be sent twice meanwhile.
 */
export function useFinishSignIn() {
  const router = useRouter();
  const [leaving, startLeaving] = useTransition();
  const finishSignIn = async (
    user: Pick<SignedInUser, "email" | "uid">,
    greeting: string,
    destination: string,
  ) => {
    await fetchAndStoreAccessToken(user);
    // The garage is a comfort: if moving it fails, the sign-in still goes on (the list stays).
    const merged = await mergeGuestGarage().catch(() => null);
    if (merged?.full) toast(GUEST_GARAGE_OVERFLOW);
    // So is the cart: lines a guest added wait in the browser until this succeeds.
    await mergeGuestCart().catch(() => null);
    toast.success(greeting, { duration: TOAST_MS.welcome });
    startLeaving(() => {
      router.replace(destination);
      router.refresh();
    });
  };
  return { finishSignIn, leaving };
}
