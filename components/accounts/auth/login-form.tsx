"use client";

import { logIn } from "@/domains/accounts/client";
import { accountMessages } from "@/domains/accounts";
import { AuthField } from "./auth-field";
import { FormSubmit } from "./form-status";
import { useServerForm } from "./use-server-form";
import { useFinishSignIn } from "./use-finish-sign-in";

// The checks load with the first focus on a field, not with the page.
const loadSchema = () => import("@/domains/accounts/auth").then((module) => module.loginSchema);

/** Email and password sign-in; back to `callbackUrl` (already checked) on success. */
export function LoginForm({
  callbackUrl,
  initialError,
}: {
  callbackUrl: string;
  initialError: string | null;
}) {
  const { finishSignIn, leaving } = useFinishSignIn();
  const { register, errors, isSubmitting, serverError, onSubmit } = useServerForm(
    loadSchema,
    { email: "", password: "" },
    async (values) => {
      const { user } = await logIn(values);
      await finishSignIn(user, accountMessages.welcomeBack(user.displayName), callbackUrl);
    },
    initialError,
  );

  return (
    <form className="flex flex-col gap-4" onSubmit={onSubmit} noValidate>
      <AuthField
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        registration={register("email")}
      />
      <AuthField
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        registration={register("password")}
      />
      <FormSubmit busy={isSubmitting || leaving} error={serverError}>
        Login
      </FormSubmit>
    </form>
  );
}
