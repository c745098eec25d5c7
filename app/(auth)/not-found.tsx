import type { Metadata } from "next";
import { notFoundMetadata } from "@/lib/seo/page-metadata";
import { NotFoundContent } from "@/components/layout/not-found-content";

export const metadata: Metadata = notFoundMetadata;

// Inside the sign-in screens' layout (an unknown path under /reset-password), which draws the chrome.
export default function AuthNotFound() {
  return <NotFoundContent />;
}
