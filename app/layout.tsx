import type { Metadata, Viewport } from "next";
import { config } from "@/lib/config";
import { SITE_DESCRIPTION, SITE_NAME } from "@/lib/site";
import { headScript } from "@/components/layout/head-script";
import { Preloader } from "@/components/layout/preloader";
import { ThemeRestorer } from "@/components/layout/theme-restorer";
import { LazyToaster } from "@/components/layout/lazy-toaster";

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

export const viewport: Viewport = {
  themeColor: "#d62828",
};

/**
 * No stylesheet here: the public pages bring app/globals.css (through their layouts, or the
 * page itself at the top level) and the dashboard its own, so neither carries the other's CSS.
 * A new page outside those layouts imports "@/app/globals.css" itself.
 */
export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en" data-theme="light" suppressHydrationWarning>
      <head>
        {/* Allowed by its hash in the CSP: cached pages carry no per-request nonce. */}
        <script dangerouslySetInnerHTML={{ __html: headScript }} />
        {/* Without JavaScript nothing would ever reveal the scroll-animated sections. */}
        <noscript>
          <style>{"[data-reveal]{opacity:1!important;transform:none!important}"}</style>
        </noscript>
      </head>
      <body className="min-h-screen bg-base-100 font-sans text-base-content antialiased">
        <ThemeRestorer />
        <Preloader />
        {children}
        <LazyToaster />
      </body>
    </html>
  );
}
