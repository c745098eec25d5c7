"use server";

import { redirect } from "next/navigation";
import { googleCompletePath, safeCallbackUrl } from "@/lib/http/callback-url";
import { googleSignInEnabled, signIn } from "@/lib/auth/auth";

/**
 * The "Continue with Google" form's action: off to Google, and back through /auth/complete,
 * which fetches the API token before going on to the page the user came from. The form's
 * callbackUrl is user input like any other, so it is checked again here.
 */
export async function signInWithGoogle(formData: FormData): Promise<void> {
  const callbackUrl = safeCallbackUrl(formData.get("callbackUrl"));
  if (!googleSignInEnabled()) redirect(`/login?callbackUrl=${encodeURIComponent(callbackUrl)}`);
  await signIn("google", { redirectTo: googleCompletePath(callbackUrl) });
}
