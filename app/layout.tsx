import type { Metadata, Viewport } from "next";
import { config } from "@/lib/config";
import { SITE_DESCRIPTION, SITE_NAME } from "@/lib/site";
import { DocumentShell, documentViewport } from "@/components/layout/document-shell";

export async function generateMetadata(): Promise<Metadata> {
  return {
    metadataBase: new URL(config().siteUrl),
    title: { default: `Home Page | ${SITE_NAME}`, template: `%s | ${SITE_NAME}` },
    description: SITE_DESCRIPTION,
    applicationName: SITE_NAME,
    openGraph: { siteName: SITE_NAME, type: "website", locale: "en_US" },
    twitter: { card: "summary_large_image" },
  };
}

export const viewport: Viewport = documentViewport;

/**
 * No stylesheet here: the public pages bring app/globals.css (through their layouts, or the
 * page itself at the top level) and the dashboard its own, so neither carries the other's CSS.
 * A new page outside those layouts imports "@/app/globals.css" itself.
 */
export default function RootLayout({ children }: { children: React.ReactNode }) {
  return <DocumentShell>{children}</DocumentShell>;
}
