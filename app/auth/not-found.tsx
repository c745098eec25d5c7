import type { Metadata } from "next";
import "../globals.css";
import { notFoundMetadata } from "@/lib/seo/page-metadata";
import { SiteChrome } from "@/components/layout/site-chrome";
import { NotFoundContent } from "@/components/layout/not-found-content";

export const metadata: Metadata = notFoundMetadata;

// /auth/… has no layout of its own: its 404 brings the site's chrome.
export default function AuthStepNotFound() {
  return (
    <SiteChrome>
      <NotFoundContent />
    </SiteChrome>
  );
}
