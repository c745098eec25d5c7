import type { Metadata } from "next";
import { redirect } from "next/navigation";
import "../../globals.css";
import { getSessionUser } from "@/lib/auth/session-user";
import { toSignedInUser } from "@/domains/accounts";
import { safeCallbackUrl } from "@/lib/http/callback-url";
import { CompleteSignIn } from "@/components/accounts/auth/complete-sign-in";

export const metadata: Metadata = { title: "Signing in", robots: { index: false } };

/** Where Google sign-in lands: the session is set, the browser still needs its API token. */
export default async function CompleteSignInPage({ searchParams }: PageProps<"/auth/complete">) {
  const target = safeCallbackUrl((await searchParams).callbackUrl);
  const user = await getSessionUser();
  if (!user) redirect(`/login?callbackUrl=${encodeURIComponent(target)}`);
  return <CompleteSignIn user={toSignedInUser(user)} callbackUrl={target} />;
}
