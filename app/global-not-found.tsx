import type { Metadata, Viewport } from "next";
import "./globals.css";
import { SITE_NAME } from "@/lib/site";
import { DocumentShell, documentViewport } from "@/components/layout/document-shell";
import { SiteChrome } from "@/components/layout/site-chrome";
import { NotFoundContent } from "@/components/layout/not-found-content";

export const metadata: Metadata = {
  title: `Page not found | ${SITE_NAME}`,
  robots: { index: false },
};

export const viewport: Viewport = documentViewport;

/**
 * Any path no route answers: the site's 404, with its chrome. Its own document (Next.js renders
 * it without the root layout), so the root layout's not-found boundary, part of every page's
 * payload, need not carry the chrome too.
 */
export default function GlobalNotFound() {
  return (
    <DocumentShell>
      <SiteChrome>
        <NotFoundContent eagerImage />
      </SiteChrome>
    </DocumentShell>
  );
}
