"use client";

import { useEffect } from "react";
import { DARK_THEME, LIGHT_THEME, THEME_STORAGE_KEY } from "@/lib/site";

/**
 * Applies the saved theme after hydration too. The head script normally does it before the
 * first paint, but pages Next.js renders from its error shell (a 404 inside a layout) skip it.
 */
export function ThemeRestorer() {
  useEffect(() => {
    try {
      const saved = localStorage.getItem(THEME_STORAGE_KEY);
      if (
        (saved === DARK_THEME || saved === LIGHT_THEME) &&
        document.documentElement.getAttribute("data-theme") !== saved
      ) {
        document.documentElement.setAttribute("data-theme", saved);
      }
    } catch {
      // Storage can be unavailable (private mode): keep the default theme.
    }
  }, []);
  return null;
}
