import { googleSignInEnabled } from "@/lib/auth/auth";
import { signInWithGoogle } from "./google-sign-in-action";
import { accountMessages } from "@/domains/accounts";
import { GoogleIcon } from "./google-icon";
import { GoogleSubmit } from "./google-submit";

const HINT_ID = "google-sign-in-hint";

/**
 * "Continue with Google". Where the shop has no Google credentials the button stays in view,
 * as the spec lists it, but disabled and with the reason next to it.
 */
export function GoogleButton({ callbackUrl }: { callbackUrl: string }) {
  if (!googleSignInEnabled()) {
    return (
      <div className="flex flex-col gap-1">
        <button
          type="button"
          className="btn btn-outline w-full"
          disabled
          aria-describedby={HINT_ID}
          data-testid="google-sign-in"
        >
          <GoogleIcon />
          Continue with Google
        </button>
        <p id={HINT_ID} className="text-center text-sm text-base-content/70">
          {accountMessages.googleNotConfigured}
        </p>
      </div>
    );
  }
  return (
    <form action={signInWithGoogle}>
      <input type="hidden" name="callbackUrl" value={callbackUrl} />
      <GoogleSubmit />
    </form>
  );
}
