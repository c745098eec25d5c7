import type { Metadata, Viewport } from "next";
import "./globals.css";
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

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return <DocumentShell>{children}</DocumentShell>;
}
