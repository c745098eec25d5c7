import type { Metadata } from "next";
import Link from "next/link";
import { pageMetadata } from "@/lib/seo/page-metadata";
import { AuthCard } from "@/components/accounts/auth/auth-card";
import { safeCallbackUrl } from "@/lib/http/callback-url";
import { GoogleButton } from "@/components/accounts/auth/google-button";
import { LoginForm } from "@/components/accounts/auth/login-form";

export const metadata: Metadata = pageMetadata({
  title: "Login",
  description: "Sign in to your Redline Parts account to order parts, pay and track your orders.",
  path: "/login",
});

// Auth.js sends a failed Google sign-in back here with ?error=<code>; the code means nothing to a shopper.
const GOOGLE_FAILED = "Google sign-in did not complete. Please try again.";

export default async function LoginPage({ searchParams }: PageProps<"/login">) {
  const { callbackUrl, error } = await searchParams;
  const target = safeCallbackUrl(callbackUrl);
  return (
    <AuthCard title="Login" subtitle="Welcome back! Sign in to order and track your parts.">
      <LoginForm callbackUrl={target} initialError={error ? GOOGLE_FAILED : null} />
      <Link href="/reset-password" className="link link-primary self-start text-sm">
        Forgot your password?
      </Link>
      <div className="divider my-0">OR</div>
      <GoogleButton callbackUrl={target} />
      <p className="text-center text-sm">
        New to Redline Parts?{" "}
        <Link href="/signUp" className="link link-primary font-semibold">
          Create an account
        </Link>
      </p>
    </AuthCard>
  );
}
