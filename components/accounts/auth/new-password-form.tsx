"use client";

import { useState } from "react";
import Link from "next/link";
import { setNewPassword } from "@/domains/accounts/client";
import { AuthField } from "./auth-field";
import { FormSubmit } from "./form-status";
import { SuccessPanel } from "./success-panel";
import { useServerForm } from "./use-server-form";

// The password twice; the server adds its own new-password check and names the field.
const loadSchema = () =>
  import("@/domains/accounts/auth").then((module) => module.choosePasswordSchema);

/** Sets a new password with the one-time token from the reset email. */
export function NewPasswordForm({ token }: { token: string }) {
  const [done, setDone] = useState(false);
  const { register, errors, isSubmitting, serverError, onSubmit } = useServerForm(
    loadSchema,
    { password: "", confirm: "" },
    // A refusal shows its error code (auth/expired-action-code and the like), as the spec says.
    async ({ password }) => {
      await setNewPassword({ token, password });
      setDone(true);
    },
  );

  if (done) {
    return (
      <SuccessPanel message="Your password has been changed.">
        <Link href="/login" className="btn btn-primary">
          Login with the new password
        </Link>
      </SuccessPanel>
    );
  }

  return (
    <form className="flex flex-col gap-4" onSubmit={onSubmit} noValidate>
      <AuthField
        label="New password"
        type="password"
        autoComplete="new-password"
        error={errors.password?.message}
        registration={register("password")}
      />
      <AuthField
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        error={errors.confirm?.message}
        registration={register("confirm")}
      />
      <FormSubmit busy={isSubmitting} error={serverError}>
        Save New Password
      </FormSubmit>
      {serverError ? (
        <Link href="/reset-password" className="link link-primary text-sm">
          Send a new reset link
        </Link>
      ) : null}
    </form>
  );
}
