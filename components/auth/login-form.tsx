"use client";

import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { apiFetch } from "@/lib/client/api";
import { loginSchema, type LoginInput } from "@/lib/validation/auth";
import { accountMessages } from "@/lib/validation/messages";
import type { SignedInUser } from "@/lib/auth/sessions";
import { AuthField } from "./auth-field";
import { FormSubmit } from "./form-status";
import { errorText } from "./error-text";
import { useFinishSignIn } from "./use-finish-sign-in";

/** Email and password sign-in; back to `callbackUrl` (already checked) on success. */
export function LoginForm({
  callbackUrl,
  initialError,
}: {
  callbackUrl: string;
  initialError: string | null;
}) {
  const [serverError, setServerError] = useState(initialError);
  const { finishSignIn, leaving } = useFinishSignIn();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: "", password: "" },
  });

  const onSubmit = async (values: LoginInput) => {
    setServerError(null);
    try {
      const { user } = await apiFetch<{ user: SignedInUser }>("/api/account/login", {
        method: "POST",
        json: values,
      });
      await finishSignIn(user, accountMessages.welcomeBack(user.displayName), callbackUrl);
    } catch (error) {
      setServerError(errorText(error));
    }
  };

  return (
    <form className="flex flex-col gap-4" onSubmit={handleSubmit(onSubmit)} noValidate>
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
