import type { Viewport } from "next";
import { headScript } from "./head-script";
import { Preloader } from "./preloader";
import { ThemeRestorer } from "./theme-restorer";
import { LazyToaster } from "./lazy-toaster";

/** The brand red behind the browser's own bars, on every document. */
export const documentViewport: Viewport = { themeColor: "#d62828" };

/**
 * The document around every page: the root layout's, and the 404 of unknown paths
 * (app/global-not-found.tsx), which is rendered without the root layout.
 */
export function DocumentShell({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en" data-theme="light" suppressHydrationWarning>
      {/* eslint-disable-next-line @next/next/no-head-element -- the App Router's document head (root layout, global 404) */}
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
