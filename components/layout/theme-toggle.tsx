"use client";

import { DARK_THEME, LIGHT_THEME, THEME_STORAGE_KEY } from "@/lib/site";
import { MoonIcon, SunIcon } from "@/components/ui/icons";
import { useSiteTheme } from "./use-site-theme";

/** Switches between the light theme and `night`, remembered in localStorage. */
export function ThemeToggle() {
  const theme = useSiteTheme();
  const dark = theme === DARK_THEME;
  const toggle = () => {
    const next = dark ? LIGHT_THEME : DARK_THEME;
    document.documentElement.setAttribute("data-theme", next);
    try {
      localStorage.setItem(THEME_STORAGE_KEY, next);
    } catch {
      // Storage can be unavailable (private mode); the theme still applies for this page.
    }
  };
  return (
    <button
      type="button"
      className="btn btn-ghost btn-circle"
      onClick={toggle}
      aria-label={dark ? "Switch to light theme" : "Switch to dark theme"}
      aria-pressed={dark}
      data-testid="theme-toggle"
    >
      {dark ? <SunIcon className="h-5 w-5" /> : <MoonIcon className="h-5 w-5" />}
    </button>
  );
}
