"use client";

import { useEffect, useRef, useState } from "react";
import Link from "next/link";
import { accountMessages } from "@/domains/accounts";
import type { SignedInUser } from "@/domains/accounts";
import { errorText } from "./error-text";
import { useFinishSignIn } from "./use-finish-sign-in";

/** After Google sent the user back signed in: fetch the API token, greet, and go on. */
export function CompleteSignIn({
  user,
  callbackUrl,
}: {
  user: Pick<SignedInUser, "email" | "uid" | "displayName">;
  callbackUrl: string;
}) {
  const { finishSignIn } = useFinishSignIn();
  const [error, setError] = useState<string | null>(null);
  // Development's Strict Mode runs effects twice; one token request and one toast are enough.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    finishSignIn(user, accountMessages.welcomeBack(user.displayName), callbackUrl).catch(
      (failure: unknown) => setError(errorText(failure)),
    );
  }, [finishSignIn, user, callbackUrl]);

  return (
    <div className="flex min-h-screen flex-col items-center justify-center gap-4 px-4 text-center">
      {error ? (
        <>
          <p className="text-error">{error}</p>
          <Link href={`/login?callbackUrl=${encodeURIComponent(callbackUrl)}`} className="btn">
            Back to Login
          </Link>
        </>
      ) : (
        <p role="status" className="flex items-center gap-3 text-lg font-semibold">
          <span className="loading loading-spinner text-primary" aria-hidden="true" />
          Signing you in…
        </p>
      )}
    </div>
  );
}
