import type { Metadata } from "next";
import Link from "next/link";
import { pageMetadata } from "@/lib/seo/page-metadata";
import { AuthCard } from "@/components/accounts/auth/auth-card";
import { GoogleButton } from "@/components/accounts/auth/google-button";
import { SignUpForm } from "@/components/accounts/auth/sign-up-form";

export const metadata: Metadata = pageMetadata({
  title: "Sign Up",
  description: "Create a Redline Parts account to order car parts in bulk and pay online.",
  path: "/signUp",
});

export default function SignUpPage() {
  return (
    <AuthCard title="Sign Up" subtitle="Create an account to order parts in bulk.">
      <SignUpForm />
      <div className="divider my-0">OR</div>
      <GoogleButton callbackUrl="/" />
      <p className="text-center text-sm">
        Already have an account?{" "}
        <Link href="/login" className="link link-primary font-semibold">
          Login
        </Link>
      </p>
    </AuthCard>
  );
}
