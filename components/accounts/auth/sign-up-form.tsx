"use client";

import { signUp } from "@/domains/accounts/client";
import { accountMessages } from "@/domains/accounts";
import { AuthField } from "./auth-field";
import { FormSubmit } from "./form-status";
import { useServerForm } from "./use-server-form";
import { useFinishSignIn } from "./use-finish-sign-in";

// The checks load with the first focus on a field, not with the page.
const loadSchema = () =>
  import("@/domains/accounts/auth").then((module) => module.signUpFormSchema);

/** Creates a customer account, which the server signs in at once; then home, as the spec says. */
export function SignUpForm() {
  const { finishSignIn, leaving } = useFinishSignIn();
  const { register, errors, isSubmitting, serverError, onSubmit } = useServerForm(
    loadSchema,
    { name: "", email: "", password: "" },
    async (values) => {
      // A company's invitation link (/signUp?invitation=…) joins that company as the account is made.
      const invitation = new URLSearchParams(window.location.search).get("invitation") ?? undefined;
      const { user } = await signUp({ ...values, invitation });
      await finishSignIn(user, accountMessages.registered(user.displayName), "/");
    },
  );

  return (
    <form className="flex flex-col gap-4" onSubmit={onSubmit} noValidate>
      <AuthField
        label="Name"
        autoComplete="name"
        error={errors.name?.message}
        registration={register("name")}
      />
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
        autoComplete="new-password"
        error={errors.password?.message}
        registration={register("password")}
      />
      <FormSubmit busy={isSubmitting || leaving} error={serverError}>
        Sign Up
      </FormSubmit>
    </form>
  );
}
