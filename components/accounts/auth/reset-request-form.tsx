"use client";

import { useState } from "react";
import Link from "next/link";
import { askForPasswordReset } from "@/domains/accounts/client";
import { authMessages } from "@/domains/accounts";
import { AuthField } from "./auth-field";
import { FormSubmit } from "./form-status";
import { SuccessPanel } from "./success-panel";
import { useServerForm } from "./use-server-form";

// The checks load with the first focus on a field, not with the page.
const loadSchema = () =>
  import("@/domains/accounts/auth").then((module) => module.resetRequestSchema);

/** Asks for a reset link by email; the answer is the same whether or not the address has an account. */
export function ResetRequestForm() {
  const [sent, setSent] = useState(false);
  const { register, errors, isSubmitting, serverError, onSubmit } = useServerForm(
    loadSchema,
    { email: "" },
    async (values) => {
      await askForPasswordReset(values);
      setSent(true);
    },
  );

  if (sent) {
    return (
      <SuccessPanel message={authMessages.resetEmailSent}>
        <Link href="/login" className="link link-primary">
          Back to Login
        </Link>
      </SuccessPanel>
    );
  }

  return (
    <form className="flex flex-col gap-4" onSubmit={onSubmit} noValidate>
      <AuthField
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        registration={register("email")}
      />
      <FormSubmit busy={isSubmitting} error={serverError}>
        Send Reset Email
      </FormSubmit>
      <p className="text-center text-sm">
        Remembered it?{" "}
        <Link href="/login" className="link link-primary font-semibold">
          Back to Login
        </Link>
      </p>
    </form>
  );
}
