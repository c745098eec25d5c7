import type { Metadata } from "next";
import { pageMetadata } from "@/lib/seo/page-metadata";
import { AuthCard } from "@/components/accounts/auth/auth-card";
import { NewPasswordForm } from "@/components/accounts/auth/new-password-form";
import { ResetRequestForm } from "@/components/accounts/auth/reset-request-form";

export const metadata: Metadata = {
  ...pageMetadata({
    title: "Reset Password",
    description: "Forgot your Redline Parts password? Get a link by email to choose a new one.",
    path: "/reset-password",
  }),
  robots: { index: false },
};

/** Without a token: ask for the reset email. With the token from that email: choose a new password. */
export default async function ResetPasswordPage({ searchParams }: PageProps<"/reset-password">) {
  const { token } = await searchParams;
  if (typeof token === "string" && token !== "") {
    return (
      <AuthCard title="New Password" subtitle="At least 6 characters.">
        <NewPasswordForm token={token} />
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Reset Password"
      subtitle="Enter your account's email and we will send you a link to choose a new password."
    >
      <ResetRequestForm />
    </AuthCard>
  );
}
