"use client";

import { useSyncExternalStore } from "react";
import { LIGHT_THEME } from "@/lib/site";

function currentTheme() {
  return document.documentElement.getAttribute("data-theme") ?? LIGHT_THEME;
}

function subscribe(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ["data-theme"] });
  return () => observer.disconnect();
}

/** The site's theme as the <html> element holds it, followed as it changes. */
export const useSiteTheme = () => useSyncExternalStore(subscribe, currentTheme, () => LIGHT_THEME);
