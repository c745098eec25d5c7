"use client";

import { useEffect } from "react";
import { PRELOADER_MS, PRELOADER_SEEN_KEY } from "@/lib/site";

/**
 * Full-screen preloader for the first 3 s of a tab's first visit. The page renders beneath it,
 * so it delays nothing but the view; the head script decides whether it shows at all.
 */
export function Preloader() {
  useEffect(() => {
    const root = document.documentElement;
    if (!root.hasAttribute("data-preloader")) return;
    const timer = window.setTimeout(() => {
      root.removeAttribute("data-preloader");
      sessionStorage.setItem(PRELOADER_SEEN_KEY, "1");
    }, PRELOADER_MS);
    return () => window.clearTimeout(timer);
  }, []);

  return (
    <div
      className="preloader fixed inset-0 z-[100] flex-col items-center justify-center gap-4 bg-base-100"
      role="status"
      aria-live="polite"
      data-testid="preloader"
    >
      {/* eslint-disable-next-line @next/next/no-img-element -- a tiny inline logo; no optimisation wanted */}
      <img src="/images/logo-mark.svg" alt="" width={64} height={64} />
      <span className="loading loading-bars loading-lg text-primary" aria-hidden="true" />
      <span className="text-sm font-semibold tracking-widest uppercase">
        Loading Redline Parts…
      </span>
    </div>
  );
}
