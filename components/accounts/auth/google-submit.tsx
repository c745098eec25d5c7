"use client";

import { useFormStatus } from "react-dom";
import { GoogleIcon } from "./google-icon";

/** The Google button inside its form: busy from the click until the browser leaves for Google. */
export function GoogleSubmit() {
  const { pending } = useFormStatus();
  return (
    <button
      type="submit"
      className="btn btn-outline w-full"
      disabled={pending}
      aria-busy={pending}
      data-testid="google-sign-in"
    >
      {pending ? (
        <span className="loading loading-spinner loading-sm" aria-hidden="true" />
      ) : (
        <GoogleIcon />
      )}
      Continue with Google
    </button>
  );
}
