"use client";

import { useSyncExternalStore } from "react";
import { DARK_THEME, LIGHT_THEME, THEME_STORAGE_KEY } from "@/lib/site";
import { MoonIcon, SunIcon } from "@/components/ui/icons";

function currentTheme() {
  return document.documentElement.getAttribute("data-theme") ?? LIGHT_THEME;
}

function subscribe(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ["data-theme"] });
  return () => observer.disconnect();
}

/** Switches between the light theme and `night`, remembered in localStorage. */
export function ThemeToggle() {
  const theme = useSyncExternalStore(subscribe, currentTheme, () => LIGHT_THEME);
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
